import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { can, parseRoles } from '@app/contract';
import { Bell, Check, ChevronDown, Languages, LogOut } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_LANGUAGES, type StaffLanguage } from '../../lib/i18n';
import { Badge } from '../../ui/Badge';
import { focusRing } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { AccountDialogHost, AccountMenuItem } from '../account/AccountMenu';
import { updateProfile } from '../account/account.api';
import { applyStaffLanguage } from '../lib/staff-language';
import { useSession, useUser } from '../session/session-context';
import { useUnreadNotifications } from './notification-count';

const iconButton = cn(
  'relative inline-flex size-10 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
  focusRing,
);

const menuContent = 'z-50 min-w-48 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg';
const menuItem = 'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-zinc-800 outline-none select-none data-[highlighted]:bg-zinc-100';

export function NotificationBell() {
  const { t } = useTranslation('admin');
  const user = useUser();
  const allowed = can(user.role, 'notifications.view');
  const unread = useUnreadNotifications(allowed);
  if (!allowed) return null;
  const label = unread > 0 ? `${t('layout.notifications')} (${t('layout.unreadCount', { count: unread })})` : t('layout.notifications');
  return (
    <Link to="/admin/notifications" className={iconButton} aria-label={label} data-testid="notification-bell">
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation('admin');
  const { user, setUser } = useSession();

  const choose = async (language: StaffLanguage) => {
    applyStaffLanguage(language);
    if (!user || user.language === language) return;
    try {
      // Kept per staff member, so the choice follows them to other devices.
      const updated = await updateProfile({ fullName: user.fullName, email: user.email, language });
      setUser(updated);
    } catch {
      toast.error(t('layout.languageFailed'));
    }
  };

  return (
    <Dropdown.Root>
      {/* The name holds the shown language code too, so speech users can say what they see. */}
      <Dropdown.Trigger className={cn(iconButton, 'sm:w-auto sm:gap-1.5 sm:px-2.5')} aria-label={`${t('layout.language')}: ${i18n.language.toUpperCase()}`}>
        <Languages className="size-5" aria-hidden="true" />
        <span className="hidden text-xs font-semibold uppercase sm:inline">{i18n.language}</span>
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content align="end" sideOffset={6} className={menuContent}>
          <Dropdown.Label className="px-2.5 py-1.5 text-xs font-medium text-zinc-500">{t('layout.language')}</Dropdown.Label>
          <Dropdown.RadioGroup value={i18n.language} onValueChange={(v) => void choose(v as StaffLanguage)}>
            {STAFF_LANGUAGES.map((lng) => (
              <Dropdown.RadioItem key={lng} value={lng} className={menuItem} lang={lng}>
                <span className="flex size-4 items-center justify-center">
                  <Dropdown.ItemIndicator>
                    <Check className="size-4 text-brand-700" aria-hidden="true" />
                  </Dropdown.ItemIndicator>
                </span>
                {t(`common:languages.${lng}`)}
              </Dropdown.RadioItem>
            ))}
          </Dropdown.RadioGroup>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function RoleBadges({ role }: { role: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {parseRoles(role).map((r) => (
        <Badge key={r} tone="brand" className="px-1.5 py-0 text-[11px]">
          {t(`roles.${r}`)}
        </Badge>
      ))}
    </>
  );
}

export function UserMenu() {
  const { t } = useTranslation('admin');
  const user = useUser();
  const { signOut } = useSession();
  const name = user.fullName || user.username;
  return (
    <Dropdown.Root>
      <Dropdown.Trigger
        className={cn('flex items-center gap-2.5 rounded-lg py-1 pr-1.5 pl-1 text-left transition-colors hover:bg-zinc-100 sm:pr-2.5', focusRing)}
        data-testid="user-menu"
      >
        {/* Named by its own text (label, name, role) rather than an aria-label, so the name holds what is shown. */}
        <span className="sr-only">{t('layout.account')}: </span>
        <span className="flex size-8 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="min-w-0 flex-col max-sm:sr-only sm:flex">
          <span className="max-w-40 truncate text-sm leading-tight font-medium text-zinc-900">{name}</span>
          <span className="mt-0.5 flex gap-1">
            <RoleBadges role={user.role} />
          </span>
        </span>
        <ChevronDown className="hidden size-4 text-zinc-500 sm:block" aria-hidden="true" />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content align="end" sideOffset={6} className={menuContent}>
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
            <p className="truncate text-xs text-zinc-600">{user.email}</p>
            <div className="mt-1.5 flex flex-wrap gap-1">
              <RoleBadges role={user.role} />
            </div>
          </div>
          <Dropdown.Separator className="my-1 h-px bg-zinc-200" />
          <AccountMenuItem className={menuItem} />
          <Dropdown.Item className={cn(menuItem, 'text-red-700 data-[highlighted]:bg-red-50')} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('layout.signOut')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
      <AccountDialogHost />
    </Dropdown.Root>
  );
}
