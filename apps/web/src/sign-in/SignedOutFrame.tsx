/**
 * The frame of the pages before signing in: the brand panel on wide screens, the language switch,
 * and one column with the page's heading, its alerts and its form.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { focusRing } from '../ui/Button';
import { cn } from '../ui/cn';
import { ArrowLeftIcon, ChefHatIcon, LanguagesIcon, QrCodeIcon, ZapIcon } from './icons';
import { SCREEN_PATHS, type SignedOutScreen } from './navigation';
import { STAFF_LANGUAGES, type StaffLanguage } from './texts';

export type Translate = (key: string) => string;

/** A link to another of the three pages: a real address (a new tab works), followed without a page load. */
export function ScreenLink({
  to,
  onGo,
  className,
  children,
}: {
  to: SignedOutScreen;
  onGo: (to: SignedOutScreen) => void;
  className?: string;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(to);
  };
  return (
    <a href={SCREEN_PATHS[to]} onClick={follow} className={className}>
      {children}
    </a>
  );
}

export function BackToSignIn({ t, onGo }: { t: Translate; onGo: (to: SignedOutScreen) => void }) {
  return (
    <ScreenLink
      to="login"
      onGo={onGo}
      className={cn('mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-zinc-700 hover:text-zinc-950', focusRing)}
    >
      <ArrowLeftIcon className="size-4" />
      {t('forgot.back')}
    </ScreenLink>
  );
}

export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const error = tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={cn(
        'mb-5 rounded-lg border px-3.5 py-3 text-sm font-medium',
        error ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800',
      )}
    >
      {message}
    </div>
  );
}

interface FrameProps {
  t: Translate;
  language: StaffLanguage;
  onLanguage: (language: StaffLanguage) => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function SignedOutFrame({ t, language, onLanguage, title, subtitle, children }: FrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // Moving between the pages without a load: say so to screen readers by taking focus to the new heading.
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [title]);

  const highlights = [
    { Icon: ZapIcon, text: t('login.highlights.orders') },
    { Icon: QrCodeIcon, text: t('login.highlights.tables') },
    { Icon: LanguagesIcon, text: t('login.highlights.languages') },
  ];
  return (
    <div className="grid min-h-dvh bg-zinc-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-zinc-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="pointer-events-none absolute -top-32 -left-32 size-[28rem] rounded-full bg-brand-600/30 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -right-24 -bottom-40 size-[24rem] rounded-full bg-amber-500/15 blur-3xl" aria-hidden="true" />
        <div className="relative flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600">
            <ChefHatIcon className="size-6" />
          </span>
          <span className="text-lg font-semibold">{t('common:app.backOffice')}</span>
        </div>
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-semibold tracking-tight">{t('login.tagline')}</p>
          <ul className="mt-10 space-y-4">
            {highlights.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-zinc-200">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-5 text-brand-300" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <a
          href="/"
          className={cn(
            'relative w-fit rounded text-sm text-zinc-300 underline-offset-4 hover:text-white hover:underline',
            focusRing,
            'focus-visible:ring-offset-zinc-950',
          )}
        >
          {t('login.toMenu')}
        </a>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 font-semibold text-zinc-900 lg:invisible">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
              <ChefHatIcon className="size-5" />
            </span>
            {t('common:app.backOffice')}
          </span>
          <div className="flex rounded-lg bg-white p-0.5 shadow-xs ring-1 ring-zinc-200" role="group" aria-label={t('layout.language')}>
            {STAFF_LANGUAGES.map((lng) => (
              <button
                key={lng}
                type="button"
                lang={lng}
                onClick={() => onLanguage(lng)}
                aria-pressed={language === lng}
                className={cn(
                  'rounded-md px-2.5 py-1 text-xs font-semibold uppercase transition-colors',
                  focusRing,
                  language === lng ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:text-zinc-900',
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
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-zinc-900 outline-none">
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-sm text-zinc-600">{subtitle}</p>}
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}
