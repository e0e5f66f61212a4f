import { useTranslation } from '../lib/i18n';
import { Spinner } from '../../ui/Spinner';
import { linkClick } from '../lib/router';
import { UtensilsIcon } from './icons';

export function MenuLoadingScreen() {
  const { t } = useTranslation('diner');
  return (
    <main className="flex min-h-[75dvh] flex-col items-center justify-center gap-4 px-6 text-center" role="status" aria-live="polite">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-md">
        <UtensilsIcon className="size-8" />
      </span>
      <Spinner size="md" className="text-brand-700" />
      <p className="text-base font-medium text-stone-700">{t('loading')}</p>
    </main>
  );
}

/** Unknown table -> 'Không tìm thấy bàn', then home. */
export function TableNotFoundScreen() {
  const { t } = useTranslation('diner');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-amber-50/60 px-6">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-stone-200" role="alert" data-testid="table-not-found">
        <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <UtensilsIcon className="size-7" />
        </span>
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{t('notFound.title')}</h1>
        <p className="mt-2 flex items-center justify-center gap-2 text-sm text-stone-600">
          <Spinner size="sm" className="text-brand-700" />
          {t('notFound.redirecting')}
        </p>
        <a
          href="/"
          onClick={linkClick('/', { replace: true })}
          className="mt-6 inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t('notFound.goHome')}
        </a>
      </div>
    </main>
  );
}
