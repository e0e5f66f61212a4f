import type { ReactNode } from 'react';
import { cn } from './cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** When the empty state is the whole page (e.g. access denied), its title is the page heading. */
  titleAs?: 'p' | 'h1' | 'h2';
}

export function EmptyState({ icon, title, description, action, className, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      {icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold text-zinc-900">{title}</Title>
      {description && <div className="mt-1 max-w-sm text-sm text-zinc-600">{description}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
