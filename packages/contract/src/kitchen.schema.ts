import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.js';
import { STATIONS, type Station } from './stations.js';

/** Minutes after which a ticket turns amber (warning) and red (late), per station. */
export const stationThresholdSchema = z.object({
  warnMinutes: z.number().int().min(1).max(240),
  lateMinutes: z.number().int().min(1).max(480),
});
export type StationThreshold = z.infer<typeof stationThresholdSchema>;

/**
 * How a printer is told to print Vietnamese: the ESC t number of its Windows-1258 (Vietnamese)
 * code page, which differs between makers, or plain letters without accents for a printer that
 * has none. Epson and its compatibles keep WPC1258 at 52; many 58/80 mm printers of other makers
 * (Xprinter, Netum and similar) list it as "Vietnam" at 27 or as WPC1258 at 94 on their self-test page.
 */
export const PRINTER_CODE_PAGES = ['wpc1258-52', 'wpc1258-27', 'wpc1258-94', 'ascii'] as const;
export type PrinterCodePage = (typeof PRINTER_CODE_PAGES)[number];
export const DEFAULT_CODE_PAGE: PrinterCodePage = 'wpc1258-52';

/** A network receipt printer driven with ESC/POS over raw TCP (usually port 9100). */
export const stationPrinterSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'kitchen.printerAddressRequired')
    .max(200, 'validation.max200Chars')
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'kitchen.invalidPrinterAddress'),
  port: z.number({ error: 'kitchen.invalidPort' }).int('kitchen.invalidPort').min(1, 'kitchen.invalidPort').max(65535, 'kitchen.invalidPort'),
  /** Printers saved before the setting existed print as they did: WPC1258 at 52. */
  codePage: z.enum(PRINTER_CODE_PAGES, { error: 'kitchen.invalidPrinterCodePage' }).default(DEFAULT_CODE_PAGE),
});
export type StationPrinter = z.infer<typeof stationPrinterSchema>;

export const DEFAULT_THRESHOLD: StationThreshold = { warnMinutes: 10, lateMinutes: 20 };

const perStation = <T extends z.ZodTypeAny>(item: T) => z.object({ kitchen: item, sushi: item, bar: item });

/**
 * Kitchen settings as stored. `autoOrderFlow`: the order's status follows the dishes ticked on
 * the stations (first dish -> preparing, all dishes -> completed). Lenient on read like the
 * other settings; the update schema is strict.
 */
export const kitchenSettingsSchema = z.object({
  autoOrderFlow: z.boolean().default(true),
  thresholds: perStation(stationThresholdSchema).default({ kitchen: DEFAULT_THRESHOLD, sushi: DEFAULT_THRESHOLD, bar: { warnMinutes: 5, lateMinutes: 10 } }),
  printers: perStation(stationPrinterSchema.nullable()).default({ kitchen: null, sushi: null, bar: null }),
});
export type KitchenSettings = z.infer<typeof kitchenSettingsSchema>;

export const KITCHEN_MESSAGES = {
  lateBeforeWarn: 'kitchen.lateBeforeWarn',
  stationDenied: 'kitchen.stationDenied',
  nothingToBump: 'kitchen.nothingToBump',
  nothingToRecall: 'kitchen.nothingToRecall',
  jobNotFound: 'kitchen.jobNotFound',
  noPrinter: 'kitchen.noPrinter',
} as const;

export const updateKitchenSettingsSchema = z
  .object({
    autoOrderFlow: z.boolean({ error: 'validation.invalidValue' }),
    thresholds: perStation(stationThresholdSchema.refine((t) => t.lateMinutes > t.warnMinutes, KITCHEN_MESSAGES.lateBeforeWarn)),
    printers: perStation(stationPrinterSchema.nullable()),
  })
  .partial();
export type UpdateKitchenSettings = z.infer<typeof updateKitchenSettingsSchema>;

export const stationQuery = z.object({ station: z.enum(STATIONS, { error: 'kitchen.invalidStation' }) });
export const bumpTicketSchema = z.object({
  orderId: z.number({ error: 'kitchen.orderIdRequired' }).int().positive(),
  station: z.enum(STATIONS, { error: 'kitchen.invalidStation' }),
});
export const rushSchema = z.object({ isRush: z.boolean({ error: 'kitchen.isRushRequired' }) });

// ---- the kitchen display ----

export const ticketItemSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  notes: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
});

/** One ticket: one order (a table's round) as one station sees it. */
export const ticketSchema = z.object({
  orderId: z.number().int(),
  tableNumber: z.string(),
  /** Round within the table's session; above 1 it is an add-on ('Gọi thêm'). */
  callNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  isRush: z.boolean(),
  specialRequests: z.string(),
  createdAt: z.string(),
  /** Other stations also have dishes in this order. */
  otherStations: z.array(z.enum(STATIONS)),
  items: z.array(ticketItemSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const allDayLineSchema = z.object({ productName: z.string(), notes: z.string(), quantity: z.number().int() });
export type AllDayLine = z.infer<typeof allDayLineSchema>;

export const kitchenDisplaySchema = z.object({
  station: z.enum(STATIONS),
  serverTime: z.string(),
  threshold: stationThresholdSchema,
  /** Tickets with dishes still to cook: rush first, then the longest waiting. */
  tickets: z.array(ticketSchema),
  /** Portions still to cook at this station, by dish and options. */
  allDay: z.array(allDayLineSchema),
  /** How many bumps 'Hoàn tác' can still bring back. */
  recallable: z.number().int(),
});
export type KitchenDisplay = z.infer<typeof kitchenDisplaySchema>;

export const bumpResultSchema = z.object({ orderId: z.number().int(), itemIds: z.array(z.number().int()), status: z.enum(ORDER_STATUSES) });
export type BumpResult = z.infer<typeof bumpResultSchema>;

// ---- ticket printers ----

export const PRINT_JOB_STATUSES = ['pending', 'printed', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/**
 * order: a new order or round, every dish of the station; addOn: dishes added to (or taken off)
 * an order staff changed, only those; rush: a short slip telling the station an order became urgent.
 */
export const PRINT_TICKET_KINDS = ['order', 'addOn', 'rush'] as const;
export type PrintTicketKind = (typeof PRINT_TICKET_KINDS)[number];

export const printJobSchema = z.object({
  id: z.number().int(),
  station: z.enum(STATIONS),
  orderId: z.number().int().nullable(),
  tableNumber: z.string(),
  callNumber: z.number().int(),
  /** pending: waiting or retrying (see attempts and lastError); failed: gave up, reprint to try again. */
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  reprint: z.boolean(),
  kind: z.enum(PRINT_TICKET_KINDS),
  /** Printed under the 'GẤP' banner. */
  isRush: z.boolean(),
  /** "2 x Phở bò": the dishes to cook. */
  items: z.array(z.string()),
  /** Lines the ticket prints as cancelled (taken off the order). */
  cancelledItems: z.array(z.string()),
});
export type PrintJob = z.infer<typeof printJobSchema>;
export const printJobsQuery = z.object({
  problems: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type TicketAge = 'new' | 'warning' | 'late';

/** The colour of a ticket by its age in whole minutes. */
export function ticketAge(createdAt: string, now: string, threshold: StationThreshold): TicketAge {
  const minutes = (Date.parse(now) - Date.parse(createdAt)) / 60_000;
  if (minutes >= threshold.lateMinutes) return 'late';
  if (minutes >= threshold.warnMinutes) return 'warning';
  return 'new';
}

export function isStation(value: string): value is Station {
  return (STATIONS as readonly string[]).includes(value);
}
