import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSaving, useAppStore } from '../../state/appStore';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/**
 * Saving progress, then success or failure (SPEC §4, §8). A card rather than a blocking dialog: in
 * web-app mode the gallery opens behind it and stays usable.
 */
export function SavingModal() {
  const { t } = useTranslation();
  const step = useAppStore((state) => state.saving_step);
  const failed = useAppStore((state) => state.saving_error);
  const progress = useAppStore((state) => state.saving_progress);
  const saving = useAppStore(isSaving);
  const external = useAppStore((state) => state.source === 'external');

  // In external mode the host takes over after a save: the modal just closes (SPEC §4).
  useEffect(() => {
    if (external && step === 'done') closeModal();
  }, [external, step]);

  if (failed) {
    return (
      <ModalFrame
        modal={false}
        title={t('saving.error_title')}
        description={t('saving.error_text')}
        className="saving-modal saving-modal--error"
      />
    );
  }
  if (step === 'done') {
    return (
      <ModalFrame
        modal={false}
        title={t('saving.done_title')}
        description={t('saving.done_text')}
        className="saving-modal saving-modal--done"
      />
    );
  }
  // Every step has a known length (issue 22): bytes of the design sent, frames recorded, bytes of the video
  // sent. The share is written at most once an animation frame (see progressReporter).
  const percent = Math.round(progress * 100);
  return (
    <ModalFrame
      modal={false}
      preventClose={saving}
      title={t('saving.title')}
      description={saving ? t(`saving.step_${step}`) : undefined}
      className="saving-modal"
    >
      <div
        className={`progress ${saving ? 'progress--determinate' : ''}`}
        role="progressbar"
        aria-label={t('saving.title')}
        aria-valuetext={
          saving ? t('saving.step_progress', { step: t(`saving.step_${step}`), percent }) : undefined
        }
        aria-valuemin={saving ? 0 : undefined}
        aria-valuemax={saving ? 100 : undefined}
        aria-valuenow={saving ? percent : undefined}
        data-step={step}
      >
        <span className="progress__bar" style={saving ? { width: `${percent}%` } : undefined} />
      </div>
    </ModalFrame>
  );
}
