/**
 * `@app/contract/constants`: limits, headers, message keys and image helpers the diner needs at
 * runtime, free of zod so its first load stays small. The main entry re-exports them too.
 */
export * from './allergens.js';
export * from './images.js';
export * from './orders.js';
export * from './options.js';
export * from './tables.js';
export { HUB_PATH } from '../events.js';
