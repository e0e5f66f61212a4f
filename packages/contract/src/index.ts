import { z } from 'zod';

// zod's own messages in Vietnamese; the schemas' own messages are keys of the message catalog (messages/).
z.config(z.locales.vi());

export * from './schemas.js';
export * from './endpoints/index.js';
export { endpointSchemas, type EndpointName, type NameOf, type SchemasOf } from './endpoints/schemas.js';
export type { EndpointSchemaSet } from './endpoints/schema-types.js';
