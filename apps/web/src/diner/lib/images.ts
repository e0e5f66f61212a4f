/**
 * Responsive image URLs for dish pictures and the logo. Mirrors contract images.ts
 * (IMAGE_WIDTHS, imageSrcSet) without importing it at runtime: the contract pulls in zod,
 * which the diner's first load must not carry. images.test.ts keeps the two in step.
 */
export const IMAGE_WIDTHS = [160, 480, 960] as const;
const IMAGE_URL = /^(.*\/api\/images\/)([0-9a-f]{16,64})-(\d+)\.webp$/;

/** How wide a dish picture is drawn (contract DISH_IMAGE_SIZES). */
export const DISH_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** Shown for dishes without a picture. */
export const PLACEHOLDER_IMAGE = '/dish-placeholder.svg';

export function imageUrlAt(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  const m = IMAGE_URL.exec(url);
  return m ? `${m[1]}${m[2]}-${width}.webp` : url;
}

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !IMAGE_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}
