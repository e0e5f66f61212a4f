/** Responsive image URLs for dish pictures and the logo: the contract's zod-free helpers. */
export { DISH_IMAGE_SIZES, IMAGE_WIDTHS, imageSrcSet, imageUrlAt } from '@app/contract/constants';

/** Shown for dishes without a picture. */
export const PLACEHOLDER_IMAGE = '/dish-placeholder.svg';
