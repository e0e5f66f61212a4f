import { imageUrlAt } from '@app/contract';
import { ImageOff, ImagePlus, Images, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isAbortError } from '../../../lib/http';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ImageLibraryDialog } from './ImageLibraryDialog';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_NO_URL, IMAGE_UPLOAD_FAILED, uploadProductImage } from '../../lib/image-upload';
import { errorText, messageText } from '../../lib/errors';

interface ImageFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** Lets the surrounding form wait (and keep its dialog open) while a file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  testId?: string;
}

/** Picture of a dish or category: upload (checked, cancellable, previewed), pick an uploaded one, or remove. */
export function ImageField({ label, value, onChange, onUploadingChange, testId }: ImageFieldProps) {
  const { t } = useTranslation('products');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const uploading = preview !== null;

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // Leaving the form mid-upload cancels the request and frees the local preview.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const failed = messageText(IMAGE_UPLOAD_FAILED)!;
    const problem = checkImageFile(file);
    if (problem) {
      setError(messageText(problem) ?? problem);
      return;
    }
    setError(null);
    const abort = new AbortController();
    controller.current = abort;
    setPreview(URL.createObjectURL(file));
    try {
      onChange(await uploadProductImage(file, abort.signal));
    } catch (err) {
      if (isAbortError(err)) setError(null);
      else if (err instanceof Error && err.message === IMAGE_NO_URL) setError(messageText(IMAGE_NO_URL)!);
      else if (err instanceof ApiError && err.status >= 400 && err.status < 500) setError(errorText(err, failed));
      else setError(failed);
    } finally {
      controller.current = null;
      setPreview(null);
    }
  };

  const shown = preview ?? (value ? imageUrlAt(value, 480) : null);

  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <span className="text-sm font-medium text-zinc-800" id={`${inputId}-label`}>
        {label}
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-zinc-200 bg-zinc-100 sm:w-44">
          {shown ? (
            <img src={shown} alt={t('image.previewAlt')} className="size-full object-cover" data-testid="image-preview" />
          ) : (
            <div className="flex flex-col items-center gap-1 text-zinc-600">
              <ImageOff className="size-6" aria-hidden="true" />
              <span className="text-xs">{t('image.none')}</span>
            </div>
          )}
          {uploading && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/75 text-zinc-800" role="status">
              <Spinner className="text-brand-700" />
              <span className="text-xs font-medium">{t('image.uploading')}</span>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void pick(file);
            }}
            data-testid="image-file-input"
          />
          {uploading ? (
            <Button variant="secondary" size="sm" onClick={() => controller.current?.abort()}>
              <X className="size-4" aria-hidden="true" />
              {t('image.cancelUpload')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                <ImagePlus className="size-4" aria-hidden="true" />
                {t('image.upload')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setLibraryOpen(true)}>
                <Images className="size-4" aria-hidden="true" />
                {t('image.library')}
              </Button>
              {value && (
                <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('image.remove')}
                </Button>
              )}
            </>
          )}
          <p className="text-xs text-zinc-600 sm:max-w-40">{t('image.hint')}</p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <ImageLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        onPick={(url) => {
          setError(null);
          onChange(url);
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}
