/** Every endpoint the server answers, one module per feature. */
export * from './auth.js';
export * from './users.js';
export * from './languages.js';
export * from './dashboard.js';
export * from './notifications.js';
export * from './settings.js';
export * from './restaurant.js';
export * from './options.js';
export * from './printing.js';
export * from './menu.js';
export * from './tables.js';
export * from './order-history.js';
export * from './orders.js';
export * from './cart.js';
export * from './bill.js';
export * from './service-calls.js';
export * from './kitchen.js';
