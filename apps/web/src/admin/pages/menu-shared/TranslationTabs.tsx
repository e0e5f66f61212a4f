import type { ContentTranslationsMap, Language } from '@app/contract';
import { Bot, CheckCheck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { Tabs } from '../../../ui/Tabs';
import { isUnreviewedMachine, type TranslationDraft } from './translations-form';

export interface TranslatedField {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
}

interface TranslationTabsProps {
  languages: Language[];
  fields: TranslatedField[];
  /** The Vietnamese texts as currently typed in the form. */
  original: Record<string, string | undefined>;
  stored: ContentTranslationsMap | undefined;
  draft: TranslationDraft | undefined;
  register: (path: `translations.${string}.${string}`) => UseFormRegisterReturn;
  errorFor: (lang: string, field: string) => string | undefined;
  reviewed: ReadonlySet<string>;
  onMarkReviewed: (lang: string) => void;
  readOnly?: boolean;
}

/** A tab per diner language: the Vietnamese original beside each translation box. */
export function TranslationTabs(props: TranslationTabsProps) {
  const { t } = useTranslation('products');
  const { languages, fields, stored, draft, reviewed } = props;
  if (languages.length === 0) return <p className="text-sm text-zinc-600">{t('translations.noLanguages')}</p>;

  const pending = (lang: string) => !reviewed.has(lang) && fields.some((f) => isUnreviewedMachine(stored, draft, lang, f.key));

  return (
    <Tabs
      label={t('translations.tabsLabel')}
      items={languages.map((lang) => ({
        value: lang.code,
        label: (
          <span className="inline-flex items-center gap-1.5">
            {lang.name}
            {pending(lang.code) && (
              <>
                <Bot className="size-3.5 text-amber-700" aria-hidden="true" />
                <span className="sr-only">{t('translations.machine')}</span>
              </>
            )}
          </span>
        ),
        content: <LanguagePanel {...props} lang={lang} hasPending={pending(lang.code)} />,
      }))}
    />
  );
}

function LanguagePanel({
  lang,
  hasPending,
  fields,
  original,
  stored,
  draft,
  register,
  errorFor,
  reviewed,
  onMarkReviewed,
  readOnly,
}: TranslationTabsProps & { lang: Language; hasPending: boolean }) {
  const { t } = useTranslation('products');
  const code = lang.code;
  return (
    <div className="space-y-4" data-testid={`translation-${code}`}>
      {hasPending && !readOnly && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <span>{t('translations.machineHint')}</span>
          <Button size="sm" variant="secondary" onClick={() => onMarkReviewed(code)}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('translations.markReviewed')}
          </Button>
        </div>
      )}
      {reviewed.has(code) && <p className="text-sm text-green-800">{t('translations.willBeReviewed')}</p>}
      {fields.map((f) => {
        const machine = !reviewed.has(code) && isUnreviewedMachine(stored, draft, code, f.key);
        const Control = f.multiline ? Textarea : Input;
        const sourceText = original[f.key]?.trim();
        return (
          <div key={f.key} className="grid gap-3 md:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-zinc-800">{t('translations.original', { field: f.label })}</span>
              <p
                className="min-h-10 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 px-3 py-2 text-sm whitespace-pre-wrap text-zinc-800"
                data-testid={`original-${f.key}`}
              >
                {sourceText || <span className="text-zinc-600">{t('translations.emptyOriginal')}</span>}
              </p>
            </div>
            <Field
              label={
                <span className="inline-flex flex-wrap items-center gap-2">
                  {t('translations.translated', { field: f.label, language: lang.name })}
                  {machine && (
                    <Badge tone="warning">
                      <Bot className="size-3" aria-hidden="true" />
                      {t('translations.machine')}
                    </Badge>
                  )}
                </span>
              }
              error={errorFor(code, f.key)}
              hint={t('translations.emptyHint')}
            >
              <Control {...register(`translations.${code}.${f.key}`)} maxLength={f.max} readOnly={readOnly} lang={code} rows={f.multiline ? 3 : undefined} />
            </Field>
          </div>
        );
      })}
    </div>
  );
}
