import type { ContentTranslation, RestaurantInfo } from '@app/contract';
import { TRANSLATION_MAX } from '@app/contract';
import { Bot } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { translateServerMessage } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Textarea } from '../../../ui/Input';
import { saveRestaurantTranslation } from './restaurant.api';

const FIELDS = ['address', 'openingHours'] as const;
type FieldName = (typeof FIELDS)[number];

interface TranslationTabProps {
  info: RestaurantInfo;
  language: { code: string; name: string };
  rows: ContentTranslation[];
  onSaved: (rows: ContentTranslation[]) => void;
}

/** One language: the Vietnamese original beside each translated field; saving marks them reviewed. */
export function TranslationTab({ info, language, rows, onSaved }: TranslationTabProps) {
  const { t } = useTranslation('restaurant');
  const id = useId();
  const stored = (field: FieldName) => rows.find((r) => r.language === language.code && r.field === field);
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    address: stored('address')?.text ?? '',
    openingHours: stored('openingHours')?.text ?? '',
  }));
  const [saving, setSaving] = useState(false);
  const dirty = FIELDS.some((f) => values[f] !== (stored(f)?.text ?? ''));
  const unreviewed = FIELDS.some((f) => stored(f)?.isMachine);

  const save = async () => {
    setSaving(true);
    try {
      const next = await saveRestaurantTranslation(info.id, language.code, { address: values.address.trim(), openingHours: values.openingHours.trim() });
      toast.success(t('translations.saved', { language: language.name }));
      onSaved(next);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 400 && err.message ? translateServerMessage(err) : t('translations.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-5" lang={language.code}>
      {FIELDS.map((field) => {
        const row = stored(field);
        const machine = row?.isMachine && values[field] === row.text;
        const original = field === 'address' ? info.address : info.openingHours;
        const inputId = `${id}-${field}`;
        return (
          <div key={field} className="grid gap-3 md:grid-cols-2">
            <div>
              <p className="mb-1.5 text-sm font-medium text-zinc-800">
                {t(`fields.${field}`)} · <span lang="vi">{t('translations.original')}</span>
              </p>
              <p lang="vi" className="min-h-20 rounded-lg bg-zinc-50 px-3 py-2 text-sm whitespace-pre-line text-zinc-800 ring-1 ring-zinc-200 ring-inset">
                {original || <span className="text-zinc-500 italic">{t('view.notSet')}</span>}
              </p>
            </div>
            <div>
              <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
                  {t(`fields.${field}`)} · {language.name}
                </label>
                {machine && (
                  <Badge tone="warning">
                    <Bot className="size-3.5" aria-hidden="true" />
                    {t('translations.machine')}
                  </Badge>
                )}
              </div>
              <Textarea
                id={inputId}
                rows={3}
                maxLength={TRANSLATION_MAX[field]}
                value={values[field]}
                placeholder={t('translations.placeholder')}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
            </div>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 pt-4">
        <p className="text-sm text-zinc-600">{unreviewed ? t('translations.reviewHint') : t('translations.emptyHint')}</p>
        <Button onClick={() => void save()} loading={saving} disabled={!dirty && !unreviewed}>
          {unreviewed && !dirty ? t('translations.approve') : t('translations.save')}
        </Button>
      </div>
    </div>
  );
}
