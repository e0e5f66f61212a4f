import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { errorText } from '../../lib/errors';
import { fetchPrintJobs, reprintJob } from './settings.api';

const JOBS_KEY = ['settings', 'print-jobs'] as const;

/** The latest kitchen tickets sent to the printers, failures first in mind: each can be printed again. */
export function PrintJobsCard() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: JOBS_KEY, queryFn: ({ signal }) => fetchPrintJobs(signal), refetchInterval: 10_000 });
  const reprint = useMutation({
    mutationFn: reprintJob,
    onSuccess: () => {
      toast.success(t('printing.reprinted'));
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
    onError: (err) => toast.error(errorText(err, t('printing.reprintFailed'))),
  });
  const jobs = (data ?? []).slice(0, 20);
  const failing = jobs.filter((j) => j.status !== 'printed' && j.lastError);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language, { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-5" aria-labelledby="print-jobs" data-testid="print-jobs">
      <h2 id="print-jobs" className="text-base font-semibold text-zinc-900">
        {t('printing.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{failing.length > 0 ? t('printing.failing', { count: failing.length }) : t('printing.description')}</p>
      {jobs.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600">{t('printing.empty')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-zinc-600">
            <tr>
              <th scope="col" className="py-2">
                {t('printing.ticket')}
              </th>
              <th scope="col" className="py-2">
                {t('printing.status')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('printing.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {jobs.map((job) => (
              <tr key={job.id}>
                <td className="py-2">
                  <span className="font-medium text-zinc-900">
                    {t('printing.line', { table: job.tableNumber, station: t(`kitchen:stations.${job.station}`), time: time(job.createdAt) })}
                  </span>
                  {job.kind === 'addOn' && (
                    <Badge tone="info" className="ml-2">
                      {t('printing.kinds.addOn')}
                    </Badge>
                  )}
                  {job.isRush && (
                    <Badge tone="danger" className="ml-2">
                      {t('printing.kinds.rush')}
                    </Badge>
                  )}
                  <span className="block text-zinc-600">{job.items.join(', ')}</span>
                  {job.cancelledItems.length > 0 && (
                    <span className="block text-zinc-600">{t('printing.cancelled', { items: job.cancelledItems.join(', ') })}</span>
                  )}
                </td>
                <td className="py-2">
                  {job.status === 'printed' ? (
                    <Badge tone="success">{t('printing.printed')}</Badge>
                  ) : job.lastError ? (
                    <span>
                      <Badge tone="danger">{job.status === 'failed' ? t('printing.gaveUp') : t('printing.retrying', { count: job.attempts })}</Badge>
                      <span className="block text-xs text-red-800">{job.lastError}</span>
                    </span>
                  ) : (
                    <Badge tone="info">{t('printing.waiting')}</Badge>
                  )}
                </td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => reprint.mutate(job.id)}
                    aria-label={t('printing.reprintOf', { table: job.tableNumber, id: job.id })}
                  >
                    {t('printing.reprint')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
