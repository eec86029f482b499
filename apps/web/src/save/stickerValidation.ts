import i18next from 'i18next';
import { firstInstagramValidationFailure, type DesignDocument } from '@lienzo/core';
import { openModal } from '../state/modalStore';

/**
 * The pre-save check of the Instagram stickers (SPEC §5): the first rule the design breaks is shown in an
 * alert titled `alerts.validations.title`, and the save must stop. True when the design may be saved.
 */
export function stickersReadyToSave(document: Pick<DesignDocument, 'pages' | 'layout'>): boolean {
  // Each page is a story of its own: the rules (one hashtag…) hold page by page.
  const failure = document.pages
    .map((page) => firstInstagramValidationFailure(page.objects, document.layout))
    .find((found) => found !== null);
  if (!failure) return true;
  openModal({
    name: 'alert',
    title: i18next.t('alerts.validations.title'),
    text: i18next.t(`alerts.validations.${failure}`),
  });
  return false;
}
