import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@lienzo/core';
import { uploadImage, useUploadsStore } from './uploadsStore';
import './Images.css';

const ACCEPT = [...UPLOAD_IMAGE_TYPES.map((type) => `.${type}`), 'image/jpeg', 'image/png'].join(',');

/**
 * "Upload your images" (SPEC §2): a button that opens the file chooser and uploads the picked JPG or PNG.
 * `onChosen` runs as soon as a file is picked (the toolbar goes to the uploads tab to show the progress).
 */
export function UploadButton({ className = '', onChosen }: { className?: string; onChosen?: () => void }) {
  const { t } = useTranslation();
  const busy = useUploadsStore((state) => state.uploading);
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

/** A progress bar while an upload runs, and the last failure, said in the interface language. */
export function UploadStatus() {
  const { t } = useTranslation();
  const uploading = useUploadsStore((state) => state.uploading);
  const errorKey = useUploadsStore((state) => state.errorKey);
  return (
    <>
      {uploading && (
        <div className="upload-status" role="status">
          {/* Indeterminate: the upload goes through the one API client, which does not report bytes sent. */}
          <progress className="upload-status__bar" aria-label={t('uploads.uploading')} />
          <span>{t('uploads.uploading')}</span>
        </div>
      )}
      {errorKey && !uploading && (
        <p className="upload-status__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </>
  );
}
