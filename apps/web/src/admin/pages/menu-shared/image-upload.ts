import { UPLOAD_TIMEOUT_MS } from '../../../lib/http';
import { api } from '../../lib/api';

/** SPEC §5/§9 (and DESIGN §4.8 adds WebP); the server checks the content again. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export const UPLOAD_MESSAGES = {
  tooLarge: 'File quá lớn, vui lòng chọn file nhỏ hơn 5MB',
  wrongType: 'Chỉ hỗ trợ file JPG, PNG hoặc GIF',
  failed: 'Có lỗi khi upload ảnh',
  noUrl: 'Không nhận được URL ảnh',
} as const;

/** A quick check before sending: saves a 5 MB upload that the server would refuse anyway. */
export function checkImageFile(file: { size: number; type: string; name: string }): string | null {
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const typeOk = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
  // Some systems send no type for a picture; the extension then decides, the server checks the bytes.
  if (!typeOk && !(file.type === '' && ACCEPTED_EXTENSIONS.test(file.name))) return UPLOAD_MESSAGES.wrongType;
  return null;
}

/** POST Product/upload-image (multipart field `file`, 30 s timeout, cancellable) -> the stored image's URL. */
export async function uploadProductImage(file: File, signal: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await api.post<{ imageUrl?: string }>('/Product/upload-image', body, { signal, timeoutMs: UPLOAD_TIMEOUT_MS });
  if (!res?.imageUrl) throw new Error(UPLOAD_MESSAGES.noUrl);
  return res.imageUrl;
}
