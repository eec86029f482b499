import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedLocalToUtc } from '@lienzo/core';
import { zoneName, zoneOffset } from '../../schedule/publishTime';
import { timeZoneChoices } from '../../schedule/timeZones';
import { FieldError } from './FieldError';

/**
 * When the post goes out: a date and time on the clock of a time zone (the browser's by default), the zone
 * named next to the time with its offset then.
 */
export function PublishTimeFields({
  local,
  timeZone,
  inUse,
  onChange,
  timeError,
  zoneError,
}: {
  local: string;
  timeZone: string;
  /** Zones the list must offer even if the browser leaves them out (its own, an edited post's). */
  inUse: readonly string[];
  onChange: (patch: { local?: string; timeZone?: string }) => void;
  timeError: string | undefined;
  zoneError: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const timeId = useId();
  const zoneId = useId();
  const hintId = useId();
  const timeErrorId = useId();
  const zoneErrorId = useId();
  const zones = useMemo(() => timeZoneChoices(inUse), [inUse]);
  // The offset at the chosen time (summer or winter), or, while there is none, when the modal opened.
  const [opened] = useState(() => Date.now());
  const instant = zonedLocalToUtc(local, timeZone);
  const offset = zones.includes(timeZone)
    ? zoneOffset(timeZone, instant ? Date.parse(instant) : opened, i18n.language)
    : '';

  return (
    <div className="schedule-time">
      <div className="field">
        <label htmlFor={timeId}>{t('schedule.time')}</label>
        <input
          id={timeId}
          type="datetime-local"
          step="1"
          name="publish_at"
          value={local}
          required
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? `${hintId} ${timeErrorId}` : hintId}
          onChange={(event) => onChange({ local: event.currentTarget.value })}
        />
        <p id={hintId} className="field__hint">
          {t('schedule.time_hint', { zone: zoneName(timeZone), offset })}
        </p>
        <FieldError id={timeErrorId} text={timeError} />
      </div>
      <div className="field">
        <label htmlFor={zoneId}>{t('schedule.time_zone')}</label>
        <select
          id={zoneId}
          name="time_zone"
          value={timeZone}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby={zoneError ? zoneErrorId : undefined}
          onChange={(event) => onChange({ timeZone: event.currentTarget.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneName(zone)}
            </option>
          ))}
        </select>
        <FieldError id={zoneErrorId} text={zoneError} />
      </div>
    </div>
  );
}
