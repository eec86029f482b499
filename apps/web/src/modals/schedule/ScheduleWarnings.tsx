import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleWarning } from '@lienzo/core';
import { scheduleWarningText } from '../../schedule/warningText';

/** What the chosen networks would crop or refuse, said before scheduling (issue 11); it does not block. */
export function ScheduleWarnings({ warnings }: { warnings: readonly ScheduleWarning[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section className="schedule-warnings" aria-labelledby={headingId}>
      <h3 id={headingId} className="schedule-warnings__heading">
        {t('schedule.warnings')}
      </h3>
      <ul className="schedule-warnings__list">
        {warnings.map((warning) => (
          <li key={`${warning.network}-${warning.code}`}>{scheduleWarningText(warning, t, i18n.language)}</li>
        ))}
      </ul>
    </section>
  );
}
