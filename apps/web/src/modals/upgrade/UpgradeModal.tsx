import { useTranslation } from 'react-i18next';
import { closeModal, openModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/** A premium feature for someone not signed in (SPEC §6: premium = signed in). */
export type PremiumFeature = 'custom_layout';

export function UpgradeModal({ feature }: { feature: PremiumFeature }) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('upgrade.title')} description={t(`upgrade.${feature}`)} className="upgrade-modal">
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={closeModal}>
          {t('upgrade.not_now')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openModal({ name: 'signin' })}
        >
          {t('upgrade.sign_in')}
        </button>
      </div>
    </ModalFrame>
  );
}
