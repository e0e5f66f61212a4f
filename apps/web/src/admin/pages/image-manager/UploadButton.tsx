import { ImageUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, isAbortError } from '../../../lib/http';
import { translateMessage, translateServerMessage } from '../../../lib/i18n';
import { Button, buttonClasses } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/image-upload';
import { uploadLibraryImage } from './images.api';

/** Adds a picture to the library; checked here first, the server checks the bytes again. */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation('images');
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(translateMessage(problem));
      return;
    }
    const ctrl = new AbortController();
    controller.current = ctrl;
    setUploading(true);
    try {
      const res = await uploadLibraryImage(file, ctrl.signal);
      if (!res?.imageUrl) {
        toast.error(t('errors.noUrl'));
        return;
      }
      toast.success(t('toast.uploaded'));
      onUploaded();
    } catch (err) {
      if (isAbortError(err)) toast(t('upload.cancelled'));
      else if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.message) toast.error(translateServerMessage(err));
      else toast.error(t('errors.upload'));
    } finally {
      setUploading(false);
      controller.current = null;
    }
  };

  if (uploading) {
    return (
      <Button variant="secondary" onClick={() => controller.current?.abort()} aria-describedby="upload-status">
        <X className="size-4" aria-hidden="true" />
        {t('upload.cancel')}
        <span id="upload-status" role="status" className="sr-only">
          {t('upload.uploading')}
        </span>
      </Button>
    );
  }
  return (
    <label
      className={cn(
        buttonClasses('primary'),
        'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
      )}
    >
      <ImageUp className="size-4" aria-hidden="true" />
      {t('upload.button')}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        onChange={(e) => void upload(e.target.files?.[0])}
        data-testid="image-upload-input"
      />
    </label>
  );
}
