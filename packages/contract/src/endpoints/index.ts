/**
 * `@app/contract/endpoints`: the zod-free endpoint declarations the web calls.
 */
export * from './endpoint.js';
export type { Ok, Paged, In, Out } from './schema-types.js';
export * from './all.js';
/** Every declaration by name, for the server's registration and the contract tests. */
export * as allEndpoints from './all.js';
