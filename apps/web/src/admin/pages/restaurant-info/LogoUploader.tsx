import { imageSrcSet } from '@app/contract';
import { ImageUp, Store, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, isAbortError } from '../../../lib/http';
import { translateMessage, translateServerMessage } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/image-upload';
import { uploadLogo } from './restaurant.api';

interface LogoUploaderProps {
  restaurantId: number;
  logoUrl: string | null;
  name: string;
  onUploaded: (logoUrl: string) => void;
  /**
   * While the details form is open, a picked logo belongs to that form: it waits here (previewed)
   * and the form's save uploads it with everything else, so one save saves everything.
   */
  pending?: { file: File | null; onChange: (file: File | null) => void };
}

/** Pick, preview and upload the logo (checked here first, then by the server); the upload can be cancelled. */
export function LogoUploader({ restaurantId, logoUrl, name, onUploaded, pending }: LogoUploaderProps) {
  const { t } = useTranslation('restaurant');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const file = pending ? pending.file : ownFile;
  const setFile = pending ? pending.onChange : setOwnFile;
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined) => {
    setError(null);
    if (!picked) return;
    const problem = checkImageFile(picked);
    if (problem) {
      const text = translateMessage(problem);
      setError(text);
      toast.error(text);
      clear();
      return;
    }
    setFile(picked);
  };

  const upload = async () => {
    if (!file) return;
    const ctrl = new AbortController();
    controller.current = ctrl;
    setUploading(true);
    setError(null);
    try {
      const res = await uploadLogo(restaurantId, file, ctrl.signal);
      if (!res?.logoUrl) throw new Error('no-url');
      toast.success(t('toast.logoUploaded'));
      clear();
      onUploaded(res.logoUrl);
    } catch (err) {
      if (isAbortError(err)) {
        toast(t('logo.cancelled'));
      } else {
        // The server's own refusal (too large, not an image) says more than the generic text.
        const text =
          err instanceof Error && err.message === 'no-url'
            ? t('errors.noUrl')
            : err instanceof ApiError && (err.status === 400 || err.status === 413 || err.status === 415) && err.message
              ? translateServerMessage(err)
              : t('errors.logo');
        setError(text);
        toast.error(text);
      }
    } finally {
      setUploading(false);
      controller.current = null;
    }
  };

  const shown = preview ?? logoUrl;
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-zinc-900">
        {t('logo.title')}
      </h2>
      <p className="mt-0.5 text-sm text-zinc-600">{t('logo.hint')}</p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-center lg:flex-col">
        <div className="relative">
          {shown ? (
            <img
              src={shown}
              srcSet={preview ? undefined : imageSrcSet(shown)}
              sizes="128px"
              alt={preview ? t('logo.previewAlt') : t('logo.alt', { name })}
              className="size-32 rounded-full bg-white object-cover ring-1 ring-zinc-200"
              data-testid="logo-image"
            />
          ) : (
            <span className="flex size-32 items-center justify-center rounded-full bg-zinc-100 text-zinc-500" aria-hidden="true">
              <Store className="size-10" />
            </span>
          )}
          {preview && <span className="absolute -top-1 -right-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">{t('logo.new')}</span>}
        </div>
        {file ? (
          <div className="flex w-full flex-col gap-2">
            <p className="truncate text-center text-xs text-zinc-600">{file.name}</p>
            {pending ? (
              <div className="flex flex-col gap-2">
                <p className="text-center text-sm text-zinc-700" data-testid="logo-pending">
                  {t('logo.savedWithForm')}
                </p>
                <Button variant="secondary" onClick={clear}>
                  {t('logo.discard')}
                </Button>
              </div>
            ) : uploading ? (
              <Button variant="secondary" onClick={() => controller.current?.abort()}>
                <X className="size-4" aria-hidden="true" />
                {t('logo.cancelUpload')}
              </Button>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" onClick={clear}>
                  {t('common:actions.cancel')}
                </Button>
                <Button onClick={() => void upload()}>{t('logo.upload')}</Button>
              </div>
            )}
            {uploading && (
              <p role="status" className="text-center text-sm text-zinc-600">
                {t('logo.uploading')}
              </p>
            )}
          </div>
        ) : null}
        <label
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-zinc-800 shadow-sm ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
            file && 'hidden',
          )}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {logoUrl ? t('logo.change') : t('logo.choose')}
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            onChange={(e) => choose(e.target.files?.[0])}
            disabled={uploading}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid="logo-input"
          />
        </label>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
