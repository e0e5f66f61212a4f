import { z } from 'zod';
import { idParam } from '../common.schema.js';
import { printJobSchema, printJobsQuery } from '../kitchen.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const printingSchemas = {
  printJobs: { query: printJobsQuery, response: z.array(printJobSchema) },
  printJobReprint: { params: idParam, response: printJobSchema },
} satisfies Record<string, EndpointSchemaSet>;
