import { useTranslation } from 'react-i18next';
import { closeModal } from '../state/modalStore';
import { ModalFrame } from '../modals/ModalFrame';

interface RestoreDraftDialogProps {
  /** When the draft was written, ms since the epoch. */
  savedAt: number;
  onRestore(): void;
  onDiscard(): void;
}

/** Offers the unsaved design a reload or crash left behind (issue 11); one of the two answers is needed. */
export function RestoreDraftDialog({ savedAt, onRestore, onDiscard }: RestoreDraftDialogProps) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    savedAt,
  );
  const choose = (action: () => void) => () => {
    closeModal();
    action();
  };
  return (
    <ModalFrame
      title={t('draft.title')}
      description={t('draft.text', { time })}
      className="confirm-dialog"
      preventClose
    >
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={choose(onDiscard)}>
          {t('draft.discard')}
        </button>
        <button type="button" className="button button--primary" onClick={choose(onRestore)}>
          {t('draft.restore')}
        </button>
      </div>
    </ModalFrame>
  );
}
