import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../ModalFrame';

/** App init failure (SPEC §8): the app cannot reach the server; reloading is the way out. */
export function InitErrorModal() {
  const { t } = useTranslation();
  return (
    <ModalFrame preventClose title={t('init_error.title')} description={t('init_error.text')}>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('init_error.refresh')}
        </button>
      </div>
    </ModalFrame>
  );
}
