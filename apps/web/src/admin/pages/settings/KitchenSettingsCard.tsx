import { DEFAULT_CODE_PAGE, PRINTER_CODE_PAGES, STATIONS, type KitchenSettings, type PrinterCodePage, type Station } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { errorText } from '../../lib/errors';
import { fetchKitchenSettings, saveKitchenSettings } from './settings.api';

export const KITCHEN_SETTINGS_KEY = ['settings', 'kitchen'] as const;

interface StationDraft {
  warnMinutes: string;
  lateMinutes: string;
  host: string;
  port: string;
  codePage: PrinterCodePage;
}

function draftOf(s: KitchenSettings): Record<Station, StationDraft> {
  const out = {} as Record<Station, StationDraft>;
  for (const st of STATIONS) {
    const p = s.printers[st];
    out[st] = {
      warnMinutes: String(s.thresholds[st].warnMinutes),
      lateMinutes: String(s.thresholds[st].lateMinutes),
      host: p?.host ?? '',
      port: p ? String(p.port) : '9100',
      codePage: p?.codePage ?? DEFAULT_CODE_PAGE,
    };
  }
  return out;
}

function KitchenForm({ settings }: { settings: KitchenSettings }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [auto, setAuto] = useState(settings.autoOrderFlow);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const save = useMutation({
    mutationFn: saveKitchenSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(KITCHEN_SETTINGS_KEY, next);
      toast.success(t('kitchen.saved'));
    },
    onError: (err) => toast.error(errorText(err, t('kitchen.saveFailed'))),
  });
  const set = <K extends keyof StationDraft>(st: Station, field: K, value: StationDraft[K]) => setDraft((d) => ({ ...d, [st]: { ...d[st], [field]: value } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const thresholds = {} as KitchenSettings['thresholds'];
    const printers = {} as KitchenSettings['printers'];
    for (const st of STATIONS) {
      thresholds[st] = { warnMinutes: Number(draft[st].warnMinutes), lateMinutes: Number(draft[st].lateMinutes) };
      printers[st] = draft[st].host.trim() ? { host: draft[st].host.trim(), port: Number(draft[st].port), codePage: draft[st].codePage } : null;
    }
    save.mutate({ autoOrderFlow: auto, thresholds, printers });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-zinc-200 bg-white p-5"
      aria-labelledby="kitchen-settings"
      data-testid="kitchen-settings"
    >
      <div>
        <h2 id="kitchen-settings" className="text-base font-semibold text-zinc-900">
          {t('kitchen.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('kitchen.description')}</p>
      </div>
      <div className="flex items-start gap-3">
        <Switch id="auto-order-flow" checked={auto} onCheckedChange={setAuto} aria-describedby="auto-order-flow-hint" />
        <div>
          <label htmlFor="auto-order-flow" className="text-sm font-medium text-zinc-900">
            {t('kitchen.autoOrderFlow')}
          </label>
          <p id="auto-order-flow-hint" className="text-sm text-zinc-600">
            {t('kitchen.autoOrderFlowHint')}
          </p>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {STATIONS.map((st) => (
          <fieldset key={st} className="space-y-3 rounded-lg border border-zinc-200 p-4">
            <legend className="px-1 text-sm font-semibold text-zinc-900">{t(`kitchen:stations.${st}`)}</legend>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('kitchen.warnMinutes')}>
                <Input type="number" min={1} max={240} value={draft[st].warnMinutes} onChange={(e) => set(st, 'warnMinutes', e.target.value)} />
              </Field>
              <Field label={t('kitchen.lateMinutes')}>
                <Input type="number" min={1} max={480} value={draft[st].lateMinutes} onChange={(e) => set(st, 'lateMinutes', e.target.value)} />
              </Field>
            </div>
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <Field label={t('kitchen.printerHost')} hint={t('kitchen.printerHint')}>
                <Input value={draft[st].host} placeholder="192.168.1.50" onChange={(e) => set(st, 'host', e.target.value)} />
              </Field>
              <Field label={t('kitchen.printerPort')}>
                <Input type="number" min={1} max={65535} value={draft[st].port} onChange={(e) => set(st, 'port', e.target.value)} />
              </Field>
            </div>
            <Field label={t('kitchen.codePage')} hint={t('kitchen.codePageHint')}>
              <Select
                value={draft[st].codePage}
                onChange={(e) => set(st, 'codePage', e.target.value as PrinterCodePage)}
                options={PRINTER_CODE_PAGES.map((c) => ({ value: c, label: t(`kitchen.codePages.${c}`) }))}
              />
            </Field>
          </fieldset>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t('kitchen.save')}
        </Button>
      </div>
    </form>
  );
}

/** Automatic order moves, per-station ticket colours and the station printers. */
export function KitchenSettingsCard() {
  const { t } = useTranslation('settings');
  const { data, error } = useQuery({ queryKey: KITCHEN_SETTINGS_KEY, queryFn: ({ signal }) => fetchKitchenSettings(signal) });
  if (error) return <p className="text-sm text-red-700">{t('kitchen.loadFailed')}</p>;
  if (!data) return null;
  return <KitchenForm settings={data} />;
}
