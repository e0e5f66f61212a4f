import { describe, expect, it } from 'vitest';
import { asciiText, billPurpose, crc16CcittFalse, epcPayload, paymentQrFor, vietQrPayload } from './payment-qr.js';

describe('CRC-16/CCITT-FALSE', () => {
  it('matches the catalogue check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
  });
});

describe('VietQR payload', () => {
  // Built field by field from the EMVCo merchant-presented layout (ID, two-digit length, value):
  // 00 02 "01" | 01 02 "12" | 38 57 [00 10 A000000727 | 01 27 [00 06 970436 | 01 13 0011012345678] | 02 08 QRIBFTTA]
  // | 53 03 "704" | 54 06 "100000" | 58 02 "VN" | 62 15 [08 11 "Ban 5 HD 12"] | 63 04 CRC.
  const reference =
    '000201' +
    '010212' +
    '3857' +
    '0010A000000727' +
    '0127' +
    '0006970436' +
    '01130011012345678' +
    '0208QRIBFTTA' +
    '5303704' +
    '5406100000' +
    '5802VN' +
    '6215' +
    '0811Ban 5 HD 12' +
    '6304F30D';

  it('is byte for byte the hand-built reference, CRC included', () => {
    const payload = vietQrPayload({ bankBin: '970436', accountNumber: '0011 0123 45678', amount: 100_000, purpose: 'Bàn 5 HĐ 12' });
    expect(payload).toBe(reference);
    const body = payload.slice(0, -4);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('without an amount is a static code with neither amount nor purpose', () => {
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '0011012345678' })).toBe(
      '000201010211' + '38570010A00000072701270006970436011300110123456780208QRIBFTTA' + '5303704' + '5802VN' + '63047B64',
    );
  });

  it('refuses a malformed BIN, account or fractional amount', () => {
    expect(() => vietQrPayload({ bankBin: '97043', accountNumber: '1' })).toThrow();
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '12-34' })).toThrow();
    expect(() => vietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 10.5 })).toThrow();
  });

  it('cleans the purpose to ASCII and names table and bill', () => {
    expect(asciiText('Bàn số 5 – HĐ')).toBe('Ban so 5  HD');
    expect(billPurpose('A1', 42)).toBe('Ban A1 HD 42');
  });
});

describe('EPC (GiroCode) payload', () => {
  it('is byte for byte the version 002 SEPA credit transfer layout', () => {
    expect(epcPayload({ bic: 'cobadeffxxx', name: 'Quán Ăn Ngon GmbH', iban: 'DE89 3704 0044 0532 0130 00', amount: 42.5, text: 'Ban 5 HD 12' })).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nQuán Ăn Ngon GmbH\nDE89370400440532013000\nEUR42.50\n\n\nBan 5 HD 12',
    );
  });

  it('refuses a bad IBAN or amount', () => {
    expect(() => epcPayload({ name: 'x', iban: 'nope', amount: 1 })).toThrow();
    expect(() => epcPayload({ name: 'x', iban: 'DE89370400440532013000', amount: 0 })).toThrow();
  });
});

describe('paymentQrFor', () => {
  const settings = { currency: 'VND', bankBin: '970436', bankAccount: '0011012345678', accountHolder: 'NGUYEN VAN A', iban: '', bic: '' };
  it('picks VietQR for VND, EPC for EUR, nothing otherwise', () => {
    expect(paymentQrFor(settings, 100_000, 'Ban 5 HD 12')).toMatch(/^000201010212.*6304F30D$/);
    expect(paymentQrFor({ ...settings, currency: 'EUR', iban: 'DE89370400440532013000' }, 10, 'x')).toMatch(/^BCD\n002/);
    expect(paymentQrFor({ ...settings, currency: 'USD' }, 10, 'x')).toBeNull();
    expect(paymentQrFor({ ...settings, bankAccount: '' }, 10, 'x')).toBeNull();
    expect(paymentQrFor(settings, 0, 'x')).toBeNull();
  });
});
