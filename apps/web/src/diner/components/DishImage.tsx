import { useState } from 'react';
import { cn } from '../../ui/cn';
import { UtensilsIcon } from './icons';

interface DishImageProps {
  url: string | null;
  srcSet?: string;
  sizes?: string;
  className?: string;
  /** The first visible picture loads at once; the rest only when scrolled near. */
  eager?: boolean;
  dim?: boolean;
}

/**
 * A dish picture with fixed proportions (no layout shift while it loads) and a drawn
 * placeholder when the dish has none or the file fails to load.
 */
export function DishImage({ url, srcSet, sizes, className, eager = false, dim = false }: DishImageProps) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className={cn('flex items-center justify-center bg-gradient-to-br from-amber-50 to-orange-100 text-orange-300', className)} aria-hidden="true">
        <UtensilsIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={480}
      height={360}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-stone-100 object-cover', dim && 'opacity-60 grayscale', className)}
    />
  );
}
