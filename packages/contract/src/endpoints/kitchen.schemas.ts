import { idParam, okResponse } from '../common.schema.js';
import {
  bumpResultSchema,
  bumpTicketSchema,
  kitchenDisplaySchema,
  kitchenSettingsSchema,
  rushSchema,
  stationQuery,
  updateKitchenSettingsSchema,
} from '../kitchen.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

const rule = { bodyWithRuleMessages: true } as const;

export const kitchenSchemas = {
  kitchenDisplay: { query: stationQuery, response: kitchenDisplaySchema },
  kitchenBump: { body: bumpTicketSchema, ...rule, response: bumpResultSchema },
  kitchenBumpItem: { params: idParam, response: bumpResultSchema },
  kitchenRecall: { body: stationQuery, ...rule, response: bumpResultSchema },
  kitchenRush: { params: idParam, body: rushSchema, ...rule, response: okResponse },
  kitchenSettingsGet: { response: kitchenSettingsSchema },
  kitchenSettingsUpdate: { body: updateKitchenSettingsSchema, ...rule, response: kitchenSettingsSchema },
} satisfies Record<string, EndpointSchemaSet>;
