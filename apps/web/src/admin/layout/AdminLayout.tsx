import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { ChefHat, Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { readStored, writeStored } from '../../lib/i18n';
import { focusRing } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { LoadingScreen } from '../../ui/Spinner';
import { LiveHeaderActions } from '../live/LiveHeaderActions';
import { LanguageMenu, NotificationBell, UserMenu } from './HeaderActions';
import { SidebarNav } from './SidebarNav';
import { useNavEntries } from './use-nav';

const COLLAPSED_KEY = 'adminSidebarCollapsed';

function initialCollapsed(): boolean {
  const stored = readStored(COLLAPSED_KEY);
  if (stored === '1' || stored === '0') return stored === '1';
  // Without a saved choice, tablets start with the icon rail so the content keeps its room.
  return window.innerWidth < 1024;
}

function BrandMark({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/admin"
      className={cn('flex min-w-0 items-center gap-2.5 rounded-lg font-semibold text-zinc-900', focusRing)}
      aria-label={collapsed ? t('app.backOffice') : undefined}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
        <ChefHat className="size-5" aria-hidden="true" />
      </span>
      {!collapsed && <span className="truncate">{t('app.backOffice')}</span>}
    </Link>
  );
}

/** The page title shown in the header, from the first path segment after /admin. */
function usePageTitle(): string {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const key = pathname.split('/')[2] ?? '';
  return key ? t(`pages.${key}.title`, { defaultValue: '' }) : '';
}

export function AdminLayout() {
  const { t } = useTranslation('admin');
  const entries = useNavEntries();
  const title = usePageTitle();
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      writeStored(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="min-h-dvh bg-zinc-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('layout.skipToContent')}
        </a>

        {/* Tablet and desktop: a sidebar that collapses to an icon rail. */}
        <aside
          className={cn(
            'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-zinc-200 bg-white transition-[width] duration-200 md:flex',
            collapsed ? 'w-[4.5rem]' : 'w-64',
          )}
          data-testid="sidebar"
          data-collapsed={collapsed}
        >
          <div className={cn('flex h-16 shrink-0 items-center border-b border-zinc-200', collapsed ? 'justify-center px-2' : 'px-4')}>
            <BrandMark collapsed={collapsed} />
          </div>
          <SidebarNav entries={entries} collapsed={collapsed} label={t('layout.mainNav')} />
          <div className={cn('shrink-0 border-t border-zinc-200 p-3', collapsed && 'flex justify-center')}>
            <button
              type="button"
              onClick={toggleCollapsed}
              aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
              aria-expanded={!collapsed}
              className={cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
                collapsed ? 'w-10 justify-center px-0' : 'w-full',
                focusRing,
              )}
            >
              {collapsed ? <PanelLeftOpen className="size-5" aria-hidden="true" /> : <PanelLeftClose className="size-5" aria-hidden="true" />}
              {!collapsed && <span>{t('layout.collapse')}</span>}
            </button>
          </div>
        </aside>

        {/* Phones: the same menu in a drawer. */}
        <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 md:hidden" />
            <RadixDialog.Content
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl outline-none data-[state=open]:animate-[drawer-in_200ms_ease-out] md:hidden"
              aria-describedby={undefined}
              data-testid="sidebar-drawer"
            >
              <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 px-4">
                <RadixDialog.Title asChild>
                  <div>
                    <BrandMark />
                  </div>
                </RadixDialog.Title>
                <RadixDialog.Close
                  className={cn('rounded-lg p-2 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900', focusRing)}
                  aria-label={t('layout.closeMenu')}
                >
                  <X className="size-5" aria-hidden="true" />
                </RadixDialog.Close>
              </div>
              <SidebarNav entries={entries} label={t('layout.mainNav')} onNavigate={() => setDrawerOpen(false)} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>

        <div className={cn('flex min-h-dvh flex-col transition-[padding] duration-200', collapsed ? 'md:pl-[4.5rem]' : 'md:pl-64')}>
          <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-zinc-200 bg-white/90 px-3 backdrop-blur sm:px-6">
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              className={cn('-ml-1 inline-flex size-10 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 md:hidden', focusRing)}
              aria-label={t('layout.openMenu')}
              aria-expanded={drawerOpen}
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <p className="min-w-0 flex-1 truncate text-base font-semibold text-zinc-900" data-testid="page-title">
              {title}
            </p>
            <div className="flex items-center gap-0.5 sm:gap-2">
              <LiveHeaderActions />
              <NotificationBell />
              <LanguageMenu />
              <div className="mx-1 hidden h-6 w-px bg-zinc-200 sm:block" aria-hidden="true" />
              <UserMenu />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
            <Suspense fallback={<LoadingScreen label={t('common:states.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
