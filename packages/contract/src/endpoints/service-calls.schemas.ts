import { idParam, okResponse } from '../common.schema.js';
import { callHistoryCountResponse, callHistoryListResponse, callHistoryQuery, createServiceCallSchema, serviceCallSchema } from '../service-call.schema.js';
import type { EndpointSchemaSet } from './schema-types.js';

export const serviceCallSchemas = {
  serviceCallCreate: { body: createServiceCallSchema, bodyWithRuleMessages: true, response: serviceCallSchema },
  callHistoryList: { query: callHistoryQuery, response: callHistoryListResponse },
  callHistoryReadAll: { response: callHistoryCountResponse },
  callHistoryRemoveAll: { response: callHistoryCountResponse },
  callHistoryGet: { params: idParam, response: serviceCallSchema },
  callHistoryRead: { params: idParam, response: serviceCallSchema },
  callHistoryRemove: { params: idParam, response: okResponse },
} satisfies Record<string, EndpointSchemaSet>;
