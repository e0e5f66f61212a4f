import { z } from 'zod';

// Validation messages in Vietnamese for both the server and the forms.
z.config(z.locales.vi());

export * from './schemas.js';
export * from './endpoints/index.js';
export { endpointSchemas, type EndpointName, type NameOf, type SchemasOf } from './endpoints/schemas.js';
export type { EndpointSchemaSet } from './endpoints/schema-types.js';
