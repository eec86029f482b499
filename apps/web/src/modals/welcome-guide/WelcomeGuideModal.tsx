import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';
import './WelcomeGuide.css';

const TIPS = ['layout', 'content', 'edit', 'save'] as const;

/**
 * SPEC §2 onboarding welcome guide: an intro, then a stepped tip carousel with dots. The last tip's next
 * button reads 'start now', and a further next closes the guide.
 */
export function WelcomeGuideModal() {
  const { t } = useTranslation();
  // 0 is the intro; 1..TIPS.length are the tips.
  const [step, setStep] = useState(0);
  const tip = step > 0 ? TIPS[step - 1] : undefined;
  const last = step === TIPS.length;
  const next = () => (last ? closeModal() : setStep(step + 1));

  return (
    <ModalFrame title={t('welcome_guide.title')} className="welcome-guide">
      <div className="welcome-guide__body" aria-live="polite">
        {tip ? (
          <>
            <h3 className="welcome-guide__tip-title">{t(`welcome_guide.tips.${tip}.title`)}</h3>
            <p>{t(`welcome_guide.tips.${tip}.text`)}</p>
          </>
        ) : (
          <p>{t('welcome_guide.intro')}</p>
        )}
      </div>
      {tip && (
        <div className="welcome-guide__dots" role="group" aria-label={t('welcome_guide.tips_label')}>
          {TIPS.map((id, index) => (
            <button
              key={id}
              type="button"
              className="welcome-guide__dot"
              aria-label={t('welcome_guide.tip_position', { number: index + 1, total: TIPS.length })}
              aria-current={index + 1 === step ? 'step' : undefined}
              onClick={() => setStep(index + 1)}
            />
          ))}
        </div>
      )}
      <div className="form__actions">
        {tip ? (
          <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
            {t('welcome_guide.back')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={closeModal}>
            {t('welcome_guide.skip')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={next}>
          {last ? t('welcome_guide.start_now') : t('welcome_guide.next')}
        </button>
      </div>
    </ModalFrame>
  );
}
