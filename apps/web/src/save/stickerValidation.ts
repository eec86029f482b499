import i18next from 'i18next';
import { firstStickerRuleBroken, type DesignDocument } from '@lienzo/core';
import { openModal } from '../state/modalStore';

/**
 * The pre-save check of the Instagram stickers (SPEC §5): the first rule the design breaks is shown in an
 * alert titled `alerts.validations.title`, and the save must stop. True when the design may be saved.
 */
export function stickersReadyToSave(document: Pick<DesignDocument, 'pages' | 'layout'>): boolean {
  const broken = firstStickerRuleBroken(document);
  if (!broken) return true;
  openModal({
    name: 'alert',
    title: i18next.t('alerts.validations.title'),
    // A second one of a kind says so as adding it would have ('instagram.alerts.<type>_exists').
    text: i18next.t(
      broken.endsWith('_exists') ? `instagram.alerts.${broken}` : `alerts.validations.${broken}`,
    ),
  });
  return false;
}
