import { describe, expect, it } from 'vitest';
import { PRINTER_CODE_PAGES } from '@app/contract';
import { CODE_PAGES, encodeWithoutAccents } from './code-pages.js';
import { encodeCp1258 } from './cp1258.js';

describe('printer code pages', () => {
  it('without accents: Vietnamese letters lose their marks, đ becomes d, the rest is "?"', () => {
    expect(encodeWithoutAccents('Phở bò tái, ĐẶC BIỆT – ưu tiên').toString('latin1')).toBe('Pho bo tai, DAC BIET ? uu tien');
    expect(encodeWithoutAccents('寿司 🍣 x2').toString('latin1')).toBe('?? ? x2');
  });

  it('every choice of the settings has its ESC t command; the WPC1258 ones share the Windows-1258 encoding', () => {
    for (const page of PRINTER_CODE_PAGES) expect(CODE_PAGES[page].select.slice(0, 2)).toEqual([0x1b, 0x74]);
    expect(CODE_PAGES['wpc1258-27'].encode('Phở')).toEqual(encodeCp1258('Phở'));
    expect(PRINTER_CODE_PAGES.map((p) => CODE_PAGES[p].select[2])).toEqual([52, 27, 94, 0]);
  });
});
