/**
 * Every schema, type and constant of the contract except the endpoint declarations, which
 * name their types from here (the package's entry adds the declarations).
 */
export * from './permissions.js';
export * from './stations.js';
export * from './order-status.js';
export * from './errors.js';
export * from './messages/index.js';
export * from './events.js';
export * from './common.schema.js';
export * from './auth.schema.js';
export * from './user.schema.js';
export * from './navigation.js';
export * from './images.js';
export * from './language.schema.js';
export * from './allergens.js';
export * from './options.schema.js';
export * from './menu.schema.js';
export * from './restaurant.schema.js';
export * from './settings.schema.js';
export * from './diner-menu.schema.js';
export * from './table.schema.js';
export * from './order.schema.js';
export * from './notification.schema.js';
export * from './service-call.schema.js';
export * from './dashboard.schema.js';
export * from './translate.schema.js';
export * from './kitchen.schema.js';
export * from './analytics.schema.js';
export * from './payment-qr.js';
export * from './bill.schema.js';
export * from './cart.schema.js';
