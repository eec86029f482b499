import i18next from 'i18next';
import type { Engine, ImageUploader } from '@lienzo/editor';
import { uploadImage, useUploadsStore } from '../drawers/images/uploadsStore';
import { notify, notifyError } from '../notify/notify';

/**
 * A picture pasted from the clipboard goes through the uploads drawer's path (client checks, then
 * /api/uploadBackground), so it is stored and listed like any upload.
 */
export const uploadPastedImage: ImageUploader = async (file) => {
  const image = await uploadImage(file);
  if (!image) throw new Error(useUploadsStore.getState().errorKey ?? 'api_errors.API_ERROR_UPLOAD_FAIL');
  return image.secure_url;
};

/** Tells the person what a copy, cut or paste could not do (issue 21: every refusal has a clear message). */
export function announceClipboard(engine: Engine): () => void {
  return engine.on('clipboard', (outcome) => {
    if ('refused' in outcome) notifyError(i18next.t(outcome.refused));
    else if (outcome.action === 'paste' && outcome.warnings.length > 0)
      notify(i18next.t('clipboard.pasted_with_repairs'));
    else if (outcome.action !== 'paste' && !outcome.system) notify(i18next.t('clipboard.copied_here_only'));
  });
}
