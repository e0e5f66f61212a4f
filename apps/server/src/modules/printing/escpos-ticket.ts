import type { Station } from '@app/contract';
import { encodeCp1258 } from './cp1258.js';

/** What a kitchen ticket shows; stored as JSON in the print queue and rendered when sent. */
export interface PrintTicket {
  orderId: number;
  station: Station;
  tableNumber: string;
  callNumber: number;
  isRush: boolean;
  createdAt: string;
  specialRequests: string;
  /** `options`: the chosen options' names ("Lớn", "Tái"), printed under the dish. */
  items: { quantity: number; name: string; notes: string; options?: string[] }[];
  reprint?: boolean;
}

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  init: [ESC, 0x40],
  /** ESC t 52: code page WPC1258 (Vietnamese) in the Epson table most kitchen printers follow. */
  codePageVietnamese: [ESC, 0x74, 52],
  alignCenter: [ESC, 0x61, 1],
  alignLeft: [ESC, 0x61, 0],
  sizeNormal: [GS, 0x21, 0x00],
  sizeDouble: [GS, 0x21, 0x11],
  sizeTall: [GS, 0x21, 0x01],
  invertOn: [GS, 0x42, 1],
  invertOff: [GS, 0x42, 0],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  feed: (lines: number) => [ESC, 0x64, lines],
  /** GS V 66 0: feed to the cutter and cut (partial cut). */
  cut: [GS, 0x56, 66, 0],
} as const;

const STATION_TITLES: Record<Station, string> = { kitchen: 'BẾP', sushi: 'SUSHI', bar: 'QUẦY BAR' };

function clock(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())} ${pad(d.getDate())}/${pad(d.getMonth() + 1)}`;
}

/** The bytes for one ticket: large table and dishes, notes under each dish, then a cut. */
export function renderTicket(ticket: PrintTicket): Buffer {
  const parts: Buffer[] = [];
  const cmd = (...bytes: readonly number[]) => parts.push(Buffer.from(bytes));
  const line = (text: string) => {
    parts.push(encodeCp1258(text));
    cmd(LF);
  };

  cmd(...ESCPOS.init, ...ESCPOS.codePageVietnamese, ...ESCPOS.alignCenter);
  if (ticket.reprint) line('*** IN LẠI ***');
  cmd(...ESCPOS.sizeDouble, ...ESCPOS.boldOn);
  line(`BÀN ${ticket.tableNumber}`);
  if (ticket.callNumber > 1) line(`GỌI THÊM #${ticket.callNumber}`);
  if (ticket.isRush) {
    cmd(...ESCPOS.invertOn);
    line(' GẤP ');
    cmd(...ESCPOS.invertOff);
  }
  cmd(...ESCPOS.sizeNormal, ...ESCPOS.boldOff);
  line(`${STATION_TITLES[ticket.station]} - Đơn #${ticket.orderId} - ${clock(ticket.createdAt)}`);
  cmd(...ESCPOS.alignLeft);
  line('-'.repeat(32));
  for (const item of ticket.items) {
    cmd(...ESCPOS.sizeDouble);
    line(`${item.quantity} x ${item.name}`);
    cmd(...ESCPOS.sizeTall);
    if (item.options && item.options.length > 0) line(`  + ${item.options.join(', ')}`);
    if (item.notes) line(`  > ${item.notes}`);
    cmd(...ESCPOS.sizeNormal);
  }
  if (ticket.specialRequests) {
    line('-'.repeat(32));
    cmd(...ESCPOS.sizeTall);
    line(`Ghi chú: ${ticket.specialRequests}`);
    cmd(...ESCPOS.sizeNormal);
  }
  cmd(...ESCPOS.feed(4), ...ESCPOS.cut);
  return Buffer.concat(parts);
}
