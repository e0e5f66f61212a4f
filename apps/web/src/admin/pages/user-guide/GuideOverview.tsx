import { navItemsFor } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { navIcon } from '../../layout/nav-icons';
import { useNavEntries } from '../../layout/use-nav';
import { useUser } from '../../session/session-context';

/** What this staff member can open, with one line each on what it is for. */
export function GuideOverview() {
  const { t } = useTranslation('guide');
  const user = useUser();
  const entries = useNavEntries().filter((e) => e.key !== 'user-guide');
  const count = navItemsFor(user.role).length;
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-zinc-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-zinc-900">{t('overview.welcome', { name: user.fullName || user.username })}</h2>
        <p className="mt-1 text-sm text-zinc-700">{t('overview.intro')}</p>
        <ol className="mt-4 grid gap-3 text-sm text-zinc-700 sm:grid-cols-3">
          {(['order', 'kitchen', 'pay'] as const).map((step, i) => (
            <li key={step} className="flex gap-3 rounded-lg bg-zinc-50 p-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(`overview.flow.${step}`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <section aria-labelledby="guide-pages-title">
        <h2 id="guide-pages-title" className="mb-3 text-base font-semibold text-zinc-900">
          {t('overview.yourPages', { count })}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {entries.map((e) => {
            const Icon = navIcon(e.icon);
            return (
              <li key={e.key}>
                <Link
                  to={e.path}
                  className={cn(
                    'flex h-full gap-3 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40',
                    focusRing,
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-semibold text-zinc-900">{e.label}</span>
                    <span className="mt-0.5 block text-sm text-zinc-600">{t(`admin:pages.${e.key}.description`)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
