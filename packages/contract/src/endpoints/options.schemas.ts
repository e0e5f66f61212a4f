import { z } from 'zod';
import { idParam, okResponse } from '../common.schema.js';
import { optionAvailabilitySchema, optionGroupInputSchema, optionGroupSchema } from '../options.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const optionSchemas = {
  optionGroupsList: { response: z.array(optionGroupSchema) },
  optionGroupsGet: { params: idParam, response: optionGroupSchema },
  optionGroupsCreate: { body: optionGroupInputSchema, response: optionGroupSchema },
  optionGroupsUpdate: { params: idParam, body: optionGroupInputSchema, response: optionGroupSchema },
  optionGroupsRemove: { params: idParam, response: okResponse },
  optionAvailability: { params: idParam, body: optionAvailabilitySchema, response: optionGroupSchema },
} satisfies Record<string, EndpointSchemaSet>;
