import { z } from 'zod';

// Validation messages in Vietnamese for both the server and the forms.
z.config(z.locales.vi());

export * from './permissions.js';
export * from './stations.js';
export * from './order-status.js';
export * from './errors.js';
export * from './events.js';
export * from './common.schema.js';
export * from './auth.schema.js';
export * from './user.schema.js';
