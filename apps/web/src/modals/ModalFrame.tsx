import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { closeModal } from '../state/modalStore';
import './Modal.css';

interface ModalFrameProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Blocks Escape, outside clicks and the close button (SPEC §2 "preventClose"). */
  preventClose?: boolean;
  /**
   * A non-modal card leaves the page usable behind it (no overlay, nothing hidden from assistive
   * technology); clicking elsewhere closes it.
   */
  modal?: boolean;
  className?: string;
  /** Instead of just closing when Escape, an outside click or the close button ends the modal. */
  onClose?: () => void;
  /** `alertdialog` when the modal is an urgent message that needs an answer (a part that failed). */
  role?: 'dialog' | 'alertdialog';
}

/** The frame of every modal: a Radix dialog, closed by Escape, and one at a time through the modal store. */
export function ModalFrame({
  title,
  description,
  children,
  preventClose = false,
  modal = true,
  className,
  onClose = closeModal,
  role = 'dialog',
}: ModalFrameProps) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (preventClose) event.preventDefault();
  };
  return (
    <Dialog.Root
      open
      modal={modal}
      onOpenChange={(open) => {
        if (!open && !preventClose) onClose();
      }}
    >
      <Dialog.Portal>
        {modal && <Dialog.Overlay className="modal-overlay" />}
        <Dialog.Content
          className={`modal ${modal ? 'modal--centred' : 'modal--card'} ${className ?? ''}`}
          role={role}
          onEscapeKeyDown={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          )}
          {children}
          {!preventClose && (
            <Dialog.Close className="modal__close" aria-label={t('common.close')}>
              <Icon name="close" size={18} />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
