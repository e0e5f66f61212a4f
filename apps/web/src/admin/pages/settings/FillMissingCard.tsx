import type { FillJob } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateMessage, translateServerMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { FILL_JOB_KEY, startFillJob, useFillJob } from './settings.api';

function Progress({ job }: { job: FillJob }) {
  const { t } = useTranslation('settings');
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : job.running ? 0 : 100;
  return (
    <div className="space-y-2" data-testid="fill-progress">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-zinc-800">{job.running ? t('fill.running') : t('fill.finished')}</span>
        <span className="text-zinc-600 tabular-nums">{t('fill.doneOfTotal', { done: job.done, total: job.total })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('fill.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-zinc-600">{t('fill.filled')}</dt>
          <dd className="font-medium text-green-800 tabular-nums">{job.filled}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-zinc-600">{t('fill.failed')}</dt>
          <dd className="font-medium text-red-700 tabular-nums">{job.failed}</dd>
        </div>
      </dl>
      {job.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {translateMessage(job.error)}
        </p>
      )}
    </div>
  );
}

/** 'Translate all missing': a background job on the server, its progress polled every second. */
export function FillMissingCard({ providerReady }: { providerReady: boolean }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: job } = useFillJob();
  const [starting, setStarting] = useState(false);
  const wasRunning = useRef(false);

  // Say once when a job this page watched has ended.
  useEffect(() => {
    if (job?.running) wasRunning.current = true;
    else if (job && wasRunning.current) {
      wasRunning.current = false;
      if (job.error) toast.error(translateMessage(job.error));
      else toast.success(t('fill.doneToast', { count: job.filled }));
    }
  }, [job, t]);

  const start = async () => {
    setStarting(true);
    try {
      const started = await startFillJob();
      queryClient.setQueryData(FILL_JOB_KEY, started);
    } catch (err) {
      toast.error(err instanceof ApiError && err.message ? translateServerMessage(err) : t('fill.startFailed'));
    } finally {
      setStarting(false);
    }
  };

  const visible = job && (job.running || job.startedAt);
  return (
    <section aria-labelledby="fill-title" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
            <Languages className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="fill-title" className="text-base font-semibold text-zinc-900">
              {t('fill.title')}
            </h2>
            <p className="mt-0.5 text-sm text-zinc-600">{providerReady ? t('fill.description') : t('fill.needsProvider')}</p>
          </div>
        </div>
        <Button onClick={() => void start()} loading={starting} disabled={!providerReady || job?.running}>
          {t('fill.start')}
        </Button>
      </div>
      {visible && (
        <div className="mt-5 border-t border-zinc-200 pt-4">
          <Progress job={job} />
        </div>
      )}
    </section>
  );
}
