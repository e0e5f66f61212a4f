import * as Tooltip from '@radix-ui/react-tooltip';
import type { ComponentProps, MouseEvent } from 'react';
import { Link, useMatch } from 'react-router';
import { cn } from '../../ui/cn';
import { navIcon } from './nav-icons';
import type { NavEntry } from './use-nav';

interface SidebarNavProps {
  entries: NavEntry[];
  collapsed?: boolean;
  onNavigate?: () => void;
  label: string;
}

const linkBase =
  'group flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

interface SidebarLinkProps extends Omit<ComponentProps<typeof Link>, 'to'> {
  entry: NavEntry;
  collapsed: boolean;
  onNavigate?: () => void;
}

// A plain Link with a computed class string: Radix's Slot (tooltip trigger) cannot merge NavLink's class function.
function SidebarLink({ entry, collapsed, onNavigate, ...slotProps }: SidebarLinkProps) {
  const isActive = useMatch({ path: entry.path, end: false }) !== null;
  const Icon = navIcon(entry.icon);
  return (
    <Link
      {...slotProps}
      to={entry.path}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        slotProps.onClick?.(event);
        onNavigate?.();
      }}
      data-nav-key={entry.key}
      aria-current={isActive ? 'page' : undefined}
      aria-label={collapsed ? entry.label : undefined}
      className={cn(
        linkBase,
        collapsed && 'justify-center px-0',
        isActive ? 'bg-brand-50 text-brand-800' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950',
      )}
    >
      <Icon className={cn('size-5 shrink-0', isActive ? 'text-brand-700' : 'text-zinc-500 group-hover:text-zinc-700')} aria-hidden="true" />
      {!collapsed && <span className="truncate">{entry.label}</span>}
    </Link>
  );
}

export function SidebarNav({ entries, collapsed = false, onNavigate, label }: SidebarNavProps) {
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1" data-testid="sidebar-nav">
        {entries.map((entry) => (
          <li key={entry.key}>
            {collapsed ? (
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <SidebarLink entry={entry} collapsed onNavigate={onNavigate} />
                </Tooltip.Trigger>
                <Tooltip.Portal>
                  <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded-md bg-zinc-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
                    {entry.label}
                  </Tooltip.Content>
                </Tooltip.Portal>
              </Tooltip.Root>
            ) : (
              <SidebarLink entry={entry} collapsed={false} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
