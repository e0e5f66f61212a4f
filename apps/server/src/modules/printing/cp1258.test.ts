import { describe, expect, it } from 'vitest';
import { encodeCp1258 } from './cp1258.js';

const decode = (b: Buffer) => new TextDecoder('windows-1258').decode(b).normalize('NFC');

describe('Windows-1258 encoder', () => {
  it('round-trips Vietnamese text through the code page', () => {
    const texts = [
      'Phở bò tái chín, không hành',
      'Bún chả Hà Nội – ít cay',
      'Cơm tấm sườn bì chả, thêm trứng ốp la',
      'Gỏi cuốn tôm thịt; nước mắm chua ngọt',
      'Trà đá, cà phê sữa đá, sinh tố bơ',
      'ĐẶC BIỆT: Lẩu thập cẩm – Ưu tiên GẤP',
      'Tiếng Việt: ậ ặ ễ ộ ợ ự ỹ ỷ ẵ ẫ ở ủ ỏ ẻ ỉ ạ ị ọ ụ ẹ ỵ',
    ];
    for (const text of texts) expect(decode(encodeCp1258(text))).toBe(text.normalize('NFC'));
  });

  it('uses the precomposed base letters and the combining tone marks of the code page', () => {
    // ậ = â (0xE2) + dot below (0xF2); ớ = ơ (0xF5) + acute (0xEC); đ = 0xF0
    expect([...encodeCp1258('ậớđ')]).toEqual([0xe2, 0xf2, 0xf5, 0xec, 0xf0]);
    expect([...encodeCp1258('Phở')]).toEqual([0x50, 0x68, 0xf5, 0xd2]);
    expect(encodeCp1258('ASCII 123').toString('latin1')).toBe('ASCII 123');
  });

  it('replaces what the code page cannot print with "?"', () => {
    expect(encodeCp1258('寿司 🍣').toString('latin1')).toBe('?? ?');
  });
});
