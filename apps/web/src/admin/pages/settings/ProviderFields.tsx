import { TRANSLATION_PROVIDERS, type TranslationProvider } from '@app/contract';
import { KeyRound } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import type { SettingsFormValues } from './settings-form-values';

interface ProviderFieldsProps {
  register: UseFormRegister<SettingsFormValues>;
  provider: TranslationProvider;
  keySet: boolean;
  removeKey: boolean;
  onRemoveKey: (remove: boolean) => void;
  errors: { translationUrl?: string; translationApiKey?: string; translationProvider?: string };
}

/** None, a LibreTranslate-compatible server (URL and optional key) or DeepL (key). The key is write-only. */
export function ProviderFields({ register, provider, keySet, removeKey, onRemoveKey, errors }: ProviderFieldsProps) {
  const { t } = useTranslation('settings');
  const keyHint = removeKey
    ? t('provider.keyWillBeRemoved')
    : keySet
      ? t('provider.keyKeep')
      : provider === 'deepl'
        ? t('provider.keyDeepl')
        : t('provider.keyOptional');
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-zinc-800">{t('provider.label')}</legend>
        <div className="mt-2 grid gap-2 @lg:grid-cols-3">
          {TRANSLATION_PROVIDERS.map((p) => (
            <label
              key={p}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                provider === p ? 'border-brand-600 bg-brand-50' : 'border-zinc-300 bg-white hover:bg-zinc-50',
              )}
            >
              <input type="radio" value={p} className="mt-0.5 size-4 accent-brand-700" {...register('translationProvider')} />
              <span>
                <span className="block font-medium text-zinc-900">{t(`provider.options.${p}.name`)}</span>
                <span className="block text-xs text-zinc-600">{t(`provider.options.${p}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.translationProvider && (
          <p role="alert" className="mt-1.5 text-xs font-medium text-red-700">
            {errors.translationProvider}
          </p>
        )}
      </fieldset>

      {provider === 'libretranslate' && (
        <Field label={t('provider.url')} error={errors.translationUrl} hint={t('provider.urlHint')} required>
          <Input type="url" inputMode="url" placeholder="https://libretranslate.example.com" spellCheck={false} {...register('translationUrl')} />
        </Field>
      )}

      {provider !== 'none' && (
        <div className="space-y-2">
          <Field
            label={
              <span className="inline-flex items-center gap-2">
                {t('provider.key')}
                {keySet && !removeKey && (
                  <Badge tone="success">
                    <KeyRound className="size-3" aria-hidden="true" />
                    {t('provider.keySet')}
                  </Badge>
                )}
              </span>
            }
            error={errors.translationApiKey}
            hint={keyHint}
            required={provider === 'deepl' && !keySet}
          >
            <Input
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={keySet && !removeKey ? '••••••••••••' : ''}
              disabled={removeKey}
              {...register('translationApiKey')}
            />
          </Field>
          {keySet && (
            <Button size="sm" variant="ghost" onClick={() => onRemoveKey(!removeKey)} aria-pressed={removeKey}>
              {removeKey ? t('provider.keepKey') : t('provider.removeKey')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
