import { z } from 'zod';
import { idParam, okResponse, paged } from '../common.schema.js';
import {
  checkTableNumberQuery,
  checkTableNumberResponse,
  publicTableSchema,
  tableInputSchema,
  tableListQuery,
  tableNumberParam,
  tableSchema,
  tableUpdateSchema,
  tableWithBookingSchema,
} from '../table.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const tableSchemas = {
  tableByNumber: { params: tableNumberParam, response: publicTableSchema },
  tablesList: { query: tableListQuery, response: paged(tableSchema) },
  tablesWithBooking: { response: z.array(tableWithBookingSchema) },
  tablesCheckUnique: { query: checkTableNumberQuery, response: checkTableNumberResponse },
  tablesGet: { params: idParam, response: tableSchema },
  tablesCreate: { body: tableInputSchema, response: tableSchema },
  tablesUpdate: { params: idParam, body: tableUpdateSchema, response: tableSchema },
  tablesRemove: { params: idParam, response: okResponse },
  tablesToggleStatus: { params: idParam, response: tableSchema },
  tablesRotateKey: { params: idParam, response: tableSchema },
} satisfies Record<string, EndpointSchemaSet>;
