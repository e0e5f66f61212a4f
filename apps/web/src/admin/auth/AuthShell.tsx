import { ChefHat, Languages as LanguagesIcon, QrCode, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_LANGUAGES } from '../../lib/i18n';
import { focusRing } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { applyStaffLanguage } from '../lib/staff-language';

/** The frame of the sign-in screens: a brand panel on wide screens, the form card beside it. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const highlights = [
    { icon: Zap, text: t('login.highlights.orders') },
    { icon: QrCode, text: t('login.highlights.tables') },
    { icon: LanguagesIcon, text: t('login.highlights.languages') },
  ];
  return (
    <div className="grid min-h-dvh bg-zinc-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-zinc-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          className="pointer-events-none absolute -top-32 -left-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-24 -bottom-40 size-[24rem] rounded-full bg-amber-500/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600">
            <ChefHat className="size-6" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold">{t('common:app.backOffice')}</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-semibold tracking-tight">{t('login.tagline')}</p>
          <ul className="mt-10 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-zinc-200">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-brand-300" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <a href="/" className={cn('relative w-fit rounded text-sm text-zinc-300 underline-offset-4 hover:text-white hover:underline', focusRing, 'focus-visible:ring-offset-zinc-950')}>
          {t('login.toMenu')}
        </a>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 font-semibold text-zinc-900 lg:invisible">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
              <ChefHat className="size-5" aria-hidden="true" />
            </span>
            {t('common:app.backOffice')}
          </span>
          <div className="flex rounded-lg bg-white p-0.5 shadow-xs ring-1 ring-zinc-200" role="group" aria-label={t('layout.language')}>
            {STAFF_LANGUAGES.map((lng) => (
              <button
                key={lng}
                type="button"
                lang={lng}
                onClick={() => applyStaffLanguage(lng)}
                aria-pressed={i18n.language === lng}
                className={cn(
                  'rounded-md px-2.5 py-1 text-xs font-semibold uppercase transition-colors',
                  focusRing,
                  i18n.language === lng ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:text-zinc-900',
                )}
              >
                <span aria-hidden="true">{lng}</span>
                <span className="sr-only">{t(`common:languages.${lng}`)}</span>
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-zinc-600">{subtitle}</p>}
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}

/** A server or network error shown above the form (read out by screen readers). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
}
