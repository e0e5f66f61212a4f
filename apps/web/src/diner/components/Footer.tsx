import { useTranslation } from '../lib/i18n';
import type { RestaurantInfo } from '@app/contract';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { RestaurantLogo } from './RestaurantLogo';

/** Logo, name, address, phone, e-mail and opening hours. */
export function Footer({ restaurant, fallbackName }: { restaurant: RestaurantInfo | null; fallbackName: string }) {
  const { t } = useTranslation('diner');
  const name = restaurant?.name || fallbackName;
  const rows = [
    { icon: MapPinIcon, label: t('footer.address'), value: restaurant?.address, href: undefined },
    {
      icon: PhoneIcon,
      label: t('footer.phone'),
      value: restaurant?.phone,
      href: restaurant?.phone ? `tel:${restaurant.phone.replace(/[^0-9+]/g, '')}` : undefined,
    },
    { icon: MailIcon, label: t('footer.email'), value: restaurant?.email, href: restaurant?.email ? `mailto:${restaurant.email}` : undefined },
    { icon: ClockIcon, label: t('footer.hours'), value: restaurant?.openingHours, href: undefined },
  ].filter((r) => r.value);

  return (
    <footer className="mt-16 bg-stone-900 pb-28 text-stone-300 sm:pb-10" data-testid="footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 pt-10 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div className="flex items-center gap-3">
          <RestaurantLogo url={restaurant?.logoUrl ?? null} className="size-14" />
          <p className="font-serif text-2xl font-semibold text-white">{name}</p>
        </div>
        {rows.length > 0 && (
          <dl className="grid gap-4 sm:grid-cols-2">
            {rows.map(({ icon: Icon, label, value, href }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-400 uppercase">
                  <Icon className="size-5 shrink-0 text-amber-400" />
                  {label}
                </dt>
                <dd className="mt-1 pl-7 break-words text-stone-100">
                  {href ? (
                    <a href={href} className="underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <p className="mx-auto mt-8 max-w-6xl border-t border-stone-800 px-5 pt-5 text-xs text-stone-400 sm:px-6">
        {t('footer.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
