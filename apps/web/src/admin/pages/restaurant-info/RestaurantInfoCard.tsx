import { imageSrcSet, type RestaurantInfo } from '@app/contract';
import { Clock, Mail, MapPin, Phone, Store, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-zinc-600 uppercase">
        <Icon className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 text-sm break-words whitespace-pre-line text-zinc-900">{children}</dd>
    </div>
  );
}

/** The restaurant as diners see it (in Vietnamese). */
export function RestaurantInfoCard({ info }: { info: RestaurantInfo }) {
  const { t } = useTranslation('restaurant');
  const none = <span className="text-zinc-500 italic">{t('view.notSet')}</span>;
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <div className="mb-5 flex items-center gap-4">
        {info.logoUrl ? (
          <img
            src={info.logoUrl}
            srcSet={imageSrcSet(info.logoUrl)}
            sizes="64px"
            alt={t('logo.alt', { name: info.name })}
            className="size-16 rounded-full bg-white object-cover ring-1 ring-zinc-200"
          />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-zinc-100 text-zinc-500" aria-hidden="true">
            <Store className="size-7" />
          </span>
        )}
        <p className="min-w-0 text-xl font-semibold break-words text-zinc-900" data-testid="restaurant-name">
          {info.name}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row icon={MapPin} label={t('fields.address')}>
          {info.address || none}
        </Row>
        <Row icon={Clock} label={t('fields.openingHours')}>
          {info.openingHours || none}
        </Row>
        <Row icon={Phone} label={t('fields.phone')}>
          {info.phone || none}
        </Row>
        <Row icon={Mail} label={t('fields.email')}>
          {info.email || none}
        </Row>
      </dl>
    </div>
  );
}
