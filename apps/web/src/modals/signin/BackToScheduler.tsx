import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/appStore';

/** SPEC §2: the sign-in modal's way back to the scheduler product, when the server names one. */
export function BackToScheduler() {
  const { t } = useTranslation();
  const schedulerUrl = useAppStore((state) => state.schedulerUrl);
  if (!schedulerUrl) return null;
  return (
    <p className="modal__switch">
      <a className="link-button" href={schedulerUrl}>
        {t('signin.back_to_scheduler')}
      </a>
    </p>
  );
}
