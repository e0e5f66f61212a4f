/** Every endpoint the server answers, one module per feature. */
export * from './auth.js';
export * from './users.js';
