import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { productUploadImage, uploadsList, uploadsRemove } from '@app/contract/endpoints';
import { call } from '../../lib/api';
import { uploadImage } from '../../lib/image-upload';

/** 12 images per load. */
export const IMAGES_PAGE_SIZE = 12;
export const IMAGES_KEY = ['uploads'] as const;

/** One page of the uploaded images, newest first. */
export function fetchUploadPage(page: number, pageSize: number, signal?: AbortSignal) {
  return call(uploadsList, { query: { page, pageSize }, signal });
}

export function useUploads() {
  return useInfiniteQuery({
    queryKey: IMAGES_KEY,
    queryFn: ({ pageParam, signal }) => fetchUploadPage(pageParam, IMAGES_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

export function deleteUpload(fileName: string) {
  return call(uploadsRemove, { query: { fileName } });
}

/** Same endpoint as a dish photo: the picture lands in the library, ready to be chosen for a dish. */
export function uploadLibraryImage(file: File, signal?: AbortSignal) {
  return uploadImage(productUploadImage, file, { signal });
}

/** 'Lỗi server: {status} - {message}', or the no-connection text. */
export function imagesLoadErrorText(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError && err.isNetwork) return t('errors.network');
  if (err instanceof ApiError) return t('errors.server', { status: err.status, message: translateServerMessage(err) });
  return t('errors.network');
}

/** 1536 -> '1,5 KB'; 2_400_000 -> '2,3 MB'. */
export function formatBytes(bytes: number, locale: string): string {
  const fmt = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${fmt.format(bytes / 1024)} KB`;
  return `${fmt.format(bytes / (1024 * 1024))} MB`;
}
