import { z } from 'zod';
import { MAX_ID, dateRangeCheck, filterDate, pagingFields } from './common.schema.js';

export const SERVICE_CALL_INTERVAL_MS = 30_000;
export const SERVICE_CALL_MESSAGES = {
  rateLimited: 'calls.rateLimited',
  recorded: 'calls.recorded',
  notFound: 'calls.notFound',
  /** Value `n`: the table number. */
  defaultMessage: 'calls.defaultMessage',
} as const;

export const serviceCallSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int().nullable(),
  tableNumber: z.string(),
  message: z.string(),
  status: z.enum(['unread', 'read']),
  type: z.string(),
  createdAt: z.string(),
});
export type ServiceCall = z.infer<typeof serviceCallSchema>;

/** `POST Notification/service-call` and the hub's SendServiceCall; status and type are always unread/service_call. */
export const createServiceCallSchema = z.object({
  tableNumber: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'bill.tableNumberRequired').max(20)),
  tableId: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  message: z.string().trim().max(200, 'calls.messageTooLong').nullish(),
  status: z.unknown().optional(),
  type: z.unknown().optional(),
});
export type CreateServiceCallInput = z.input<typeof createServiceCallSchema>;

export const callHistoryQuery = z
  .object({
    ...pagingFields(10, 100),
    tableNumber: z.string().trim().max(20).optional(),
    startDate: filterDate.optional(),
    endDate: filterDate.optional(),
  })
  .superRefine(dateRangeCheck('startDate', 'endDate'));
export type CallHistoryQuery = z.input<typeof callHistoryQuery>;

export const callHistoryListResponse = z.object({
  data: z.array(serviceCallSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  unreadCount: z.number().int(),
});

/** Delete-all answers `data.count`; read-all answers the same shape. */
export const callHistoryCountResponse = z.object({ data: z.object({ count: z.number().int() }) });
