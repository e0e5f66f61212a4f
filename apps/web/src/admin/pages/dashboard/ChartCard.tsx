import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/Spinner';

interface ChartCardProps {
  title: string;
  description?: string;
  loading?: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  isEmpty?: boolean;
  children: ReactNode;
  /** The same figures as a table for screen readers (charts are pictures to them). */
  srTable?: ReactNode;
}

export function ChartCard({ title, description, loading, emptyText, isEmpty, children, srTable }: ChartCardProps) {
  return (
    <figure className="flex min-w-0 flex-col rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <figcaption className="mb-4">
        <p className="text-base font-semibold text-zinc-900">{title}</p>
        {description && <p className="mt-0.5 text-sm text-zinc-600">{description}</p>}
      </figcaption>
      <div className="relative h-72 min-w-0" aria-hidden="true">
        {isEmpty && !loading ? (
          <div className="flex h-full items-center justify-center rounded-lg bg-zinc-50 text-sm text-zinc-600">{emptyText}</div>
        ) : (
          children
        )}
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="text-brand-700" />
          </div>
        )}
      </div>
      {srTable && <div className="sr-only">{srTable}</div>}
    </figure>
  );
}
