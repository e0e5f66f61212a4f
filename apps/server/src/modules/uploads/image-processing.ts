import { createHash } from 'node:crypto';
import { viText } from '../../errors/messages.js';
import type { Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '@app/contract';
import { AppError, invalidField } from '../../errors/app-error.js';

export const UNSUPPORTED_IMAGE = 'uploads.unsupportedImage';

/** The upload limit in MB, as the refusal names it. */
export function limitMb(maxBytes: number): number {
  return Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
}

/** The refusal's Vietnamese text; callers that throw use `tooLarge` and its key. */
export function tooLargeMessage(maxBytes: number): string {
  return viText('uploads.tooLarge', { mb: limitMb(maxBytes) });
}

export function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'uploads.tooLarge', { mb: limitMb(maxBytes) });
}

const ALLOWED = new Set(['jpeg', 'png', 'gif', 'webp']);

// A 5 MB PNG of one colour can declare a gigapixel canvas; refuse such decompression bombs
// long before libvips allocates them (a 48 MP phone photo still fits).
const MAX_PIXELS = 60_000_000;

/** Signatures of the accepted formats: the bytes decide, never the file name or the client's type. */
function sniff(buf: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = buf.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** First 16 hex characters of the SHA-256 of the original bytes. */
  hash: string;
  format: 'jpeg' | 'png' | 'gif' | 'webp';
  /** Size of the uploaded original. */
  size: number;
  /** Dimensions after EXIF orientation is applied. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

export function contentHash(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex').slice(0, 16);
}

/**
 * Checks an upload by its content and re-encodes it to WebP at every IMAGE_WIDTHS width
 * (capped at the original width, never upscaled), turned upright by its EXIF orientation and
 * with all metadata dropped (sharp writes none unless asked). Whatever a client sent, only
 * pixels we decoded ourselves are ever served back.
 */
export async function processImage(input: Buffer, opts: { maxBytes: number }): Promise<ProcessedImage> {
  if (input.length === 0) throw invalidField('file', 'uploads.noFile');
  if (input.length > opts.maxBytes) throw tooLarge(opts.maxBytes);
  const sniffed = sniff(input);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA', UNSUPPORTED_IMAGE);

  // Loaded on first use: libvips costs about 25 MB of memory that a server without uploads never needs.
  const { default: sharp } = await import('sharp');
  // failOn 'error' refuses truncated and corrupt files but tolerates the harmless warnings
  // many cameras' JPEGs trigger; only the first frame of an animated GIF is kept.
  const decode = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false });
  let meta: Metadata;
  try {
    meta = await decode().metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', UNSUPPORTED_IMAGE);
  }
  if (!meta.format || !ALLOWED.has(meta.format) || meta.format !== sniffed || !meta.width || !meta.height) {
    throw new AppError('UNSUPPORTED_MEDIA', UNSUPPORTED_IMAGE);
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'uploads.tooManyPixels');
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;

  let variants: ImageVariant[];
  try {
    // Decode once; each width is a clone of the same pipeline.
    const base = decode().rotate();
    variants = await Promise.all(
      IMAGE_WIDTHS.map(async (w) => ({
        width: w,
        data: await base
          .clone()
          .resize({ width: Math.min(w, width), withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA', UNSUPPORTED_IMAGE);
  }
  return { hash: contentHash(input), format: sniffed, size: input.length, width, height, variants };
}
