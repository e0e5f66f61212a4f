/**
 * Bank-transfer QR payloads, pure functions shared by the server (bill views) and the web app.
 *
 * VietQR is the EMVCo merchant-presented QR profile NAPAS uses: a flat list of
 * ID(2) LENGTH(2) VALUE fields ending in a CRC-16/CCITT-FALSE over everything before it,
 * including the "6304" of the CRC field itself. EPC (GiroCode) is the European Payments
 * Council's SEPA credit transfer text, one field per line.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Bank apps reject non-ASCII in the purpose: "Bàn 5 HĐ 12" becomes "Ban 5 HD 12". */
export function asciiText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

/** NAPAS' application identifier for VietQR transfers. */
export const NAPAS_GUID = 'A000000727';
/** Service code: instant transfer to an account (QRIBFTTC would be to a card). */
export const VIETQR_SERVICE_ACCOUNT = 'QRIBFTTA';

export interface VietQrInput {
  /** Six-digit bank identification number (e.g. 970436 for Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** Whole đồng; a positive amount makes the code dynamic (point of initiation 12). */
  amount?: number;
  /** Free text for the transfer (purpose of transaction), ASCII after cleaning, at most 25 characters. */
  purpose?: string;
}

export function vietQrPayload(input: VietQrInput): string {
  const bin = input.bankBin.trim();
  const account = input.accountNumber.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(bin)) throw new Error('bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(account)) throw new Error('account number must be 1-19 letters or digits');
  const hasAmount = input.amount !== undefined && input.amount > 0;
  if (hasAmount && (!Number.isInteger(input.amount) || String(input.amount).length > 13)) throw new Error('amount must be a whole number of dong');
  const beneficiary = tlv('00', bin) + tlv('01', account);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_SERVICE_ACCOUNT);
  const purpose = asciiText(input.purpose ?? '').slice(0, 25);
  let payload =
    tlv('00', '01') +
    tlv('01', hasAmount ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (hasAmount ? tlv('54', String(input.amount)) : '') +
    tlv('58', 'VN') +
    (purpose ? tlv('62', tlv('08', purpose)) : '');
  payload += '6304';
  return payload + crc16CcittFalse(payload).toString(16).toUpperCase().padStart(4, '0');
}

export interface EpcInput {
  /** Optional in version 002 inside the EEA. */
  bic?: string;
  name: string;
  iban: string;
  /** Euros; at most two decimals are sent. */
  amount: number;
  /** Unstructured remittance text, at most 140 characters. */
  text?: string;
}

/** EPC069-12 "BCD" payload, version 002, UTF-8, SEPA credit transfer. */
export function epcPayload(input: EpcInput): string {
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) throw new Error('IBAN is not valid');
  if (!(input.amount >= 0.01 && input.amount <= 999_999_999.99)) throw new Error('amount must be between 0.01 and 999999999.99');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (input.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    input.name.trim().slice(0, 70),
    iban,
    `EUR${input.amount.toFixed(2)}`,
    '',
    '',
    (input.text ?? '').trim().slice(0, 140),
  ].join('\n');
}

/** The purpose both payloads carry: table and bill number, e.g. "Ban 5 HD 12". */
export function billPurpose(tableNumber: string, billNumber: number | string): string {
  return asciiText(`Ban ${tableNumber} HD ${billNumber}`);
}

export interface PaymentQrSettings {
  currency: string;
  bankBin: string;
  bankAccount: string;
  accountHolder: string;
  iban: string;
  bic: string;
}

/**
 * The payload for the restaurant's configured account and currency, or null when the
 * settings do not allow one (no account, or a currency neither scheme carries).
 */
export function paymentQrFor(settings: PaymentQrSettings, amount: number, purpose: string): string | null {
  if (amount <= 0) return null;
  try {
    if (settings.currency === 'VND' && settings.bankBin && settings.bankAccount) {
      return vietQrPayload({ bankBin: settings.bankBin, accountNumber: settings.bankAccount, amount, purpose });
    }
    if (settings.currency === 'EUR' && settings.iban && settings.accountHolder) {
      return epcPayload({ bic: settings.bic, name: settings.accountHolder, iban: settings.iban, amount, text: purpose });
    }
  } catch {
    return null;
  }
  return null;
}
