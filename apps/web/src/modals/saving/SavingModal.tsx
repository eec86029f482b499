import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSaving, useAppStore } from '../../state/appStore';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';
import './SavingModal.css';

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
  // Recording the video (step 2) has a known length: its bar fills with the frames made.
  const recording = step === 2;
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
        className={`progress ${recording ? 'progress--determinate' : ''}`}
        role="progressbar"
        aria-label={t('saving.title')}
        aria-valuetext={saving ? t(`saving.step_${step}`) : undefined}
        aria-valuemin={recording ? 0 : undefined}
        aria-valuemax={recording ? 100 : undefined}
        aria-valuenow={recording ? percent : undefined}
        data-step={step}
      >
        <span className="progress__bar" style={recording ? { width: `${percent}%` } : undefined} />
      </div>
    </ModalFrame>
  );
}
