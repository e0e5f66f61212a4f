import { cn } from '../../ui/cn';
import { imageSrcSet } from '../lib/images';
import { UtensilsIcon } from './icons';

/** The restaurant's logo, or a warm monogram-like mark when none was uploaded. */
export function RestaurantLogo({ url, className }: { url: string | null; className?: string }) {
  if (url) {
    return (
      <img
        src={url}
        srcSet={imageSrcSet(url)}
        sizes="48px"
        width={48}
        height={48}
        alt=""
        decoding="async"
        className={cn('shrink-0 rounded-full bg-white object-cover ring-1 ring-stone-200', className)}
      />
    );
  }
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-white', className)} aria-hidden="true">
      <UtensilsIcon className="size-1/2" />
    </span>
  );
}
