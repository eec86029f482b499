import type { ErrorBoundaryName } from '@lienzo/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flushAutosave } from '../drafts/autosave';
import { ModalFrame } from '../modals/ModalFrame';
import './FailedPart.css';

/** Reloads the page once the draft of the latest change is written, so the reload offers it back. */
async function reloadPage(): Promise<void> {
  await flushAutosave().catch(() => undefined);
  window.location.reload();
}

/**
 * What an error boundary shows in place of the part that failed to render: what happened, Reload, and for a
 * drawer or a modal a way to close it. A modal's message is a modal itself (an alert dialog).
 */
export function FailedPart({ boundary, onClose }: { boundary: ErrorBoundaryName; onClose?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(`error_boundary.${boundary}.title`);
  const text = t(`error_boundary.${boundary}.text`);
  const reload = (
    <button type="button" className="button button--primary" onClick={() => void reloadPage()}>
      {t('error_boundary.reload')}
    </button>
  );
  if (boundary === 'modal')
    return (
      <ModalFrame role="alertdialog" title={title} description={text} onClose={onClose}>
        <div className="form__actions">{reload}</div>
      </ModalFrame>
    );
  return (
    <section role="alert" aria-labelledby={headingId} className={`failed-part failed-part--${boundary}`}>
      <h2 id={headingId} className="failed-part__title">
        {title}
      </h2>
      <p className="failed-part__text">{text}</p>
      <div className="failed-part__actions">
        {reload}
        {onClose && (
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('error_boundary.close_panel')}
          </button>
        )}
      </div>
    </section>
  );
}
