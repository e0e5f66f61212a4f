/**
 * Windows-1258 (Vietnamese) encoder for receipt printers. The code page holds the base letters
 * (â ă ê ô ơ ư đ and the Latin-1 accented ones) and the five tone marks as combining characters,
 * so a syllable like "ậ" is sent as "â" followed by the dot below. Node decodes this code page
 * but does not encode it.
 */
const TO_BYTE: Map<string, number> = (() => {
  const map = new Map<string, number>();
  const decoder = new TextDecoder('windows-1258');
  for (let b = 0; b < 256; b++) {
    const ch = decoder.decode(Uint8Array.of(b));
    if (ch !== '\uFFFD' && !map.has(ch)) map.set(ch, b);
  }
  return map;
})();

const UNKNOWN = 0x3f; // '?'

function encodeChar(ch: string, out: number[]): void {
  const direct = TO_BYTE.get(ch);
  if (direct !== undefined) {
    out.push(direct);
    return;
  }
  const [base = '', ...marks] = [...ch.normalize('NFD')];
  // A base letter carrying one of the marks may exist precomposed (â, ơ, ư ...); the rest follow as combining marks.
  for (let i = 0; i < marks.length; i++) {
    const composed = TO_BYTE.get((base + marks[i]).normalize('NFC'));
    if (composed === undefined) continue;
    const rest = marks.filter((_, j) => j !== i).map((m) => TO_BYTE.get(m));
    if (rest.every((b) => b !== undefined)) {
      out.push(composed, ...(rest as number[]));
      return;
    }
  }
  const parts = [base, ...marks].map((c) => TO_BYTE.get(c));
  if (marks.length > 0 && parts.every((b) => b !== undefined)) out.push(...(parts as number[]));
  else out.push(UNKNOWN);
}

export function encodeCp1258(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) encodeChar(ch, out);
  return Buffer.from(out);
}
