import { useTranslation } from 'react-i18next';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel?(): void;
}

/** The default confirm dialog (SPEC §2). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = () => {
    closeModal();
    onCancel?.();
  };
  return (
    <ModalFrame title={title} description={text} className="confirm-dialog" onClose={cancel}>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel}>
          {cancelLabel ?? t('confirm.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            closeModal();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
