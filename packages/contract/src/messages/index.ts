export * from './catalog.js';
export * from './render.js';
export { vi as viMessages } from './vi.js';
