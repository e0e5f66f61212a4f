import type { PrinterCodePage } from '@app/contract';
import { encodeCp1258 } from './cp1258.js';

export interface CodePage {
  /** ESC t n: the printer's character table for the bytes that follow. */
  select: readonly number[];
  encode: (text: string) => Buffer;
}

const ESC = 0x1b;

/** Vietnamese without its marks ("Phở bò" -> "Pho bo"), for printers with no Vietnamese table. */
export function encodeWithoutAccents(text: string): Buffer {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/gu, '?');
  return Buffer.from(plain, 'latin1');
}

/** Each setting's select command and text encoding; the ticket layout is the same for all. */
export const CODE_PAGES: Record<PrinterCodePage, CodePage> = {
  'wpc1258-52': { select: [ESC, 0x74, 52], encode: encodeCp1258 },
  'wpc1258-27': { select: [ESC, 0x74, 27], encode: encodeCp1258 },
  'wpc1258-94': { select: [ESC, 0x74, 94], encode: encodeCp1258 },
  // Table 0 (PC437) is every printer's default; only ASCII is sent.
  ascii: { select: [ESC, 0x74, 0], encode: encodeWithoutAccents },
};
