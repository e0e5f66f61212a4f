/**
 * Image uploads from the back office (dish photos, the logo, the image manager): a quick check
 * in the browser so a wrong file is refused at once, then the multipart call. The server checks
 * the bytes again and is the authority.
 */
import { productUploadImage, type Endpoint, type ResponseOf } from '@app/contract/endpoints';
import type { CallArgs, CallOptions, CallQuery } from '../../lib/call';
import { UPLOAD_TIMEOUT_MS } from '../../lib/http';
import { call } from './api';

/** At most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Keys of the message catalog, shown in the staff language like the server's own refusals. */
export const IMAGE_TOO_LARGE = 'errors.payloadTooLarge';
export const IMAGE_WRONG_TYPE = 'errors.unsupportedMedia';
export const IMAGE_UPLOAD_FAILED = 'uploads.uploadFailed';
export const IMAGE_NO_URL = 'uploads.noUrl';
/** WebP is accepted too; the server decides by content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** The message key for a file the server would refuse, or null when it may be sent. */
export function checkImageFile(file: Pick<File, 'size' | 'type' | 'name'>): string | null {
  // Some systems report no MIME type; the extension is then the only hint before the server looks.
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** Multipart POST with field `file` (plus extra fields sent before it), 30 s timeout, cancellable. */
export function uploadImage<E extends Endpoint<{ body: FormData; query?: object; response: unknown }>>(
  endpoint: E,
  file: File,
  opts: { fields?: Record<string, string>; query?: CallQuery<E>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const form = new FormData();
  // Fields before the file: the server reads them together with the file part.
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  form.append('file', file, file.name);
  const options = { body: form, query: opts.query, signal: opts.signal, timeoutMs: UPLOAD_TIMEOUT_MS } as unknown as CallOptions<E>;
  return call(endpoint, ...([options] as CallArgs<E>));
}

/** POST Product/upload-image -> the stored image's URL (dish and category pictures). */
export async function uploadProductImage(file: File, signal: AbortSignal): Promise<string> {
  const res = await uploadImage(productUploadImage, file, { signal });
  if (!res?.imageUrl) throw new Error(IMAGE_NO_URL);
  return res.imageUrl;
}
