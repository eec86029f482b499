import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@lienzo/core';
import { uploadImage, useUploadsStore } from './uploadsStore';

const ACCEPT = [...UPLOAD_IMAGE_TYPES.map((type) => `.${type}`), 'image/jpeg', 'image/png'].join(',');

/**
 * "Upload your images" (SPEC §2): a button that opens the file chooser and uploads the picked JPG or PNG.
 * `onChosen` runs as soon as a file is picked (the toolbar goes to the uploads tab to show the progress).
 */
export function UploadButton({ className = '', onChosen }: { className?: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const busy = useUploadsStore((state) => state.progress !== null);
  return (
    <label className={`upload-button ${busy ? 'upload-button--busy' : ''} ${className}`}>
      <input
        type="file"
        className="visually-hidden"
        accept={ACCEPT}
        disabled={busy}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Picking the same file again must fire a change too.
          input.value = '';
          if (!file) return;
          onChosen?.();
          void uploadImage(file);
        }}
      />
      {t('uploads.upload')}
    </label>
  );
}

/** The running upload's progress and the last failure, said in the interface language. */
export function UploadStatus() {
  const { t } = useTranslation();
  const progress = useUploadsStore((state) => state.progress);
  const errorKey = useUploadsStore((state) => state.errorKey);
  return (
    <>
      {progress !== null && (
        <div className="upload-status" role="status">
          <progress
            className="upload-status__bar"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('uploads.uploading')}
          />
          <span>{t('uploads.uploading')}</span>
        </div>
      )}
      {errorKey && progress === null && (
        <p className="upload-status__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </>
  );
}
