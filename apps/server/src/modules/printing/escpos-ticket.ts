import { DEFAULT_CODE_PAGE, type MessageKey, type PrintTicketKind, type PrinterCodePage, type Station } from '@app/contract';
import { viText } from '../../errors/messages.js';
import { CODE_PAGES } from './code-pages.js';

/** A dish on a ticket. `options`: the chosen options' names ("Lớn", "Tái"), printed under the dish. */
export interface TicketLine {
  quantity: number;
  name: string;
  notes: string;
  options?: string[];
  /** Taken off the order after the station got it: printed as cancelled. */
  cancelled?: boolean;
}

export type TicketKind = PrintTicketKind;

/** What a kitchen ticket shows; stored as JSON in the print queue and rendered when sent. */
export interface PrintTicket {
  /** Absent on tickets queued before kinds existed: an order ticket. */
  kind?: TicketKind;
  orderId: number;
  station: Station;
  tableNumber: string;
  callNumber: number;
  isRush: boolean;
  createdAt: string;
  specialRequests: string;
  items: TicketLine[];
  reprint?: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  /** ESC t 52: code page WPC1258 (Vietnamese) in the Epson table, the default (see code-pages.ts for the others). */
  codePageVietnamese: [ESC, 0x74, 52],
  alignCenter: [ESC, 0x61, 1],
  alignLeft: [ESC, 0x61, 0],
  sizeNormal: [GS, 0x21, 0x00],
  sizeDouble: [GS, 0x21, 0x11],
  sizeTall: [GS, 0x21, 0x01],
  /** GS ! 0x33: four times as wide and tall. */
  sizeHuge: [GS, 0x21, 0x33],
  invertOn: [GS, 0x42, 1],
  invertOff: [GS, 0x42, 0],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  feed: (lines: number) => [ESC, 0x64, lines],
  /** GS V 66 0: feed to the cutter and cut (partial cut). */
  cut: [GS, 0x56, 66, 0],
} as const;

const STATION_TITLES: Record<Station, MessageKey> = { kitchen: 'print.kitchen', sushi: 'print.sushi', bar: 'print.bar' };

function clock(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())} ${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;
}

/**
 * The bytes for one ticket: large table and dishes, notes under each dish, then a cut; the text
 * in the printer's code page.
 */
export function renderTicket(ticket: PrintTicket, codePage: PrinterCodePage = DEFAULT_CODE_PAGE): Buffer {
  const page = CODE_PAGES[codePage];
  const parts: Buffer[] = [];
  const cmd = (...bytes: readonly number[]) => parts.push(Buffer.from(bytes));
  const line = (text: string) => {
    parts.push(page.encode(text));
    cmd(LF);
  };
  const kind = ticket.kind ?? 'order';

  cmd(...ESCPOS.init, ...page.select, ...ESCPOS.alignCenter);
  if (ticket.reprint) line(viText('print.reprint'));
  if (ticket.isRush || kind === 'rush') {
    // The largest type the printers have, white on black: seen from across the kitchen.
    cmd(...ESCPOS.sizeHuge, ...ESCPOS.boldOn, ...ESCPOS.invertOn);
    line(viText('print.rushBanner'));
    cmd(...ESCPOS.invertOff);
  }
  cmd(...ESCPOS.sizeDouble, ...ESCPOS.boldOn);
  line(viText('print.table', { number: ticket.tableNumber }));
  if (kind === 'addOn') line(viText('print.addOn'));
  else if (ticket.callNumber > 1 && kind === 'order') line(viText('print.addOnRound', { round: ticket.callNumber }));
  cmd(...ESCPOS.sizeNormal, ...ESCPOS.boldOff);
  line(viText('print.header', { station: viText(STATION_TITLES[ticket.station]), order: ticket.orderId, time: clock(ticket.createdAt) }));
  cmd(...ESCPOS.alignLeft);
  line('-'.repeat(32));
  if (kind === 'rush') {
    // A short slip: which dishes to hurry, no notes or options (they are on the ticket already printed).
    line(viText('print.rush'));
    cmd(...ESCPOS.sizeTall);
    for (const item of ticket.items) line(`${item.quantity} x ${item.name}`);
    cmd(...ESCPOS.sizeNormal, ...ESCPOS.feed(3), ...ESCPOS.cut);
    return Buffer.concat(parts);
  }
  for (const item of ticket.items) {
    cmd(...ESCPOS.sizeDouble);
    if (item.cancelled) {
      cmd(...ESCPOS.invertOn);
      line(viText('print.cancelledLine', { quantity: item.quantity, name: item.name }));
      cmd(...ESCPOS.invertOff);
    } else {
      line(`${item.quantity} x ${item.name}`);
    }
    cmd(...ESCPOS.sizeTall);
    if (item.options && item.options.length > 0) line(`  + ${item.options.join(', ')}`);
    if (item.notes) line(`  > ${item.notes}`);
    cmd(...ESCPOS.sizeNormal);
  }
  if (ticket.specialRequests) {
    line('-'.repeat(32));
    cmd(...ESCPOS.sizeTall);
    line(viText('print.notes', { notes: ticket.specialRequests }));
    cmd(...ESCPOS.sizeNormal);
  }
  cmd(...ESCPOS.feed(4), ...ESCPOS.cut);
  return Buffer.concat(parts);
}
