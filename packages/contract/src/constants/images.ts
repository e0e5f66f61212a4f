/**
 * Uploaded images are stored once per content hash and served as WebP in a few widths at
 * `/api/images/{hash}-{width}.webp`. Products and the logo keep the widest URL;
 * the web derives smaller ones from it for `srcset`.
 */
export const IMAGE_WIDTHS = [160, 480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * How wide a dish picture is drawn on the table page (a card, a featured slide): one column on a
 * phone, two on a tablet, 360 px on wider screens. The page's head preloads the first picture with it.
 */
export const DISH_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** The width whose URL is stored on products, categories and the restaurant logo. */
export const STORED_IMAGE_WIDTH: ImageWidth = 960;

const IMAGE_URL = /^(.*\/api\/images\/)([0-9a-f]{16,64})-(\d+)\.webp$/;

export function imageUrlFor(hash: string, width: ImageWidth = STORED_IMAGE_WIDTH): string {
  return `/api/images/${hash}-${width}.webp`;
}

/** The same image at another width; other URLs (external, placeholders) come back unchanged. */
export function imageUrlAt(url: string, width: ImageWidth): string;
export function imageUrlAt(url: string | null | undefined, width: ImageWidth): string | null | undefined;
export function imageUrlAt(url: string | null | undefined, width: ImageWidth): string | null | undefined {
  if (!url) return url;
  const m = IMAGE_URL.exec(url);
  return m ? `${m[1]}${m[2]}-${width}.webp` : url;
}

/** `srcset` for one of our image URLs ("… 160w, … 480w, … 960w"); undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !IMAGE_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}

/** The content hash inside an image URL or file name (`{hash}`, `{hash}.webp`, `{hash}-480.webp`, a full URL). */
export function imageHashOf(nameOrUrl: string): string | null {
  const base = (nameOrUrl.split('?')[0] ?? '').split('/').pop() ?? '';
  const m = /^([0-9a-f]{16,64})(?:-\d+)?(?:\.webp)?$/.exec(base);
  return m?.[1] ?? null;
}
