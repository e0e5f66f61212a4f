import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh table secret: 128 random bits, URL-safe (it travels in the QR code's query string). */
export function generateTableKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Constant-time comparison. Both sides are hashed first so keys of different lengths
 * take the same time and timingSafeEqual never throws.
 */
export function tableKeyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
