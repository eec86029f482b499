import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_NETWORKS, type ScheduleNetwork } from '@lienzo/core';
import { toggleNetwork } from '../../schedule/scheduleForm';
import { FieldError } from './FieldError';

/**
 * The networks to publish on, one checkbox each (SPEC §1's scheduling networks), with what each chosen one gets
 * of a carousel under them.
 */
export function NetworkChoices({
  value,
  onChange,
  error,
  sends = [],
}: {
  value: readonly ScheduleNetwork[];
  onChange: (networks: ScheduleNetwork[]) => void;
  error: string | undefined;
  /** What each chosen network gets of a carousel (issue 23), one line each. */
  sends?: readonly string[];
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className="modal-section schedule-networks"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="modal-section__heading schedule-networks__legend">{t('schedule.networks')}</legend>
      <div className="schedule-networks__choices">
        {SCHEDULE_NETWORKS.map((network) => (
          <label key={network} className="schedule-networks__choice">
            <input
              type="checkbox"
              name="networks"
              value={network}
              checked={value.includes(network)}
              onChange={(event) => onChange(toggleNetwork(value, network, event.currentTarget.checked))}
            />
            <span>{t(`schedule.network.${network}`)}</span>
          </label>
        ))}
      </div>
      {sends.length > 0 && (
        <ul className="schedule-networks__sends" aria-label={t('schedule.carousel.heading')}>
          {sends.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}
