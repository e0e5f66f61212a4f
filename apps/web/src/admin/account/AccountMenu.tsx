import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The 'My account' entry of the header's user menu. The menu unmounts its items when it closes,
 * so whether the dialog is open lives here, outside the menu.
 */
let open = false;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  open = next;
  listeners.forEach((l) => l());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The forms (react-hook-form, zod resolver) load only when the dialog is first opened.
const AccountDialog = lazy(() => import('./AccountDialog').then((m) => ({ default: m.AccountDialog })));

export function AccountMenuItem({ className }: { className?: string }) {
  // No suspense: the header must never flash a loading screen for one menu label.
  const { t } = useTranslation('account', { useSuspense: false });
  return (
    <Dropdown.Item className={className} onSelect={() => setOpen(true)} data-testid="account-menu-item">
      <UserRound className="size-4" aria-hidden="true" />
      {t('menuItem')}
    </Dropdown.Item>
  );
}

export function AccountDialogHost() {
  const { i18n } = useTranslation('account', { useSuspense: false });
  const isOpen = useSyncExternalStore(subscribe, () => open);
  useEffect(() => {
    void i18n.loadNamespaces('account');
  }, [i18n]);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialog open onOpenChange={setOpen} />
    </Suspense>
  );
}
