import type { TFunction } from 'i18next';
import type { ScheduleFormErrors } from './scheduleForm';
import { zoneName } from './publishTime';

export type ScheduleErrorTexts = Partial<Record<keyof ScheduleFormErrors, string>>;

const TIME_ERRORS = {
  missing: 'schedule.error.time_missing',
  skipped: 'schedule.error.time_skipped',
  past: 'schedule.error.time_past',
  too_far: 'schedule.error.time_too_far',
} as const;

/** Each field's problem in the interface language, to show next to it. */
export function scheduleErrorTexts(
  errors: ScheduleFormErrors,
  t: TFunction,
  timeZone: string,
): ScheduleErrorTexts {
  const texts: ScheduleErrorTexts = {};
  if (errors.networks) texts.networks = t('schedule.error.networks');
  if (errors.time) texts.time = t(TIME_ERRORS[errors.time], { zone: zoneName(timeZone) });
  if (errors.timeZone) texts.timeZone = t('schedule.error.time_zone');
  if (errors.hashtags?.code === 'invalid')
    texts.hashtags = t('schedule.error.hashtags_invalid', { invalid: errors.hashtags.invalid.join(', ') });
  if (errors.hashtags?.code === 'too_many')
    texts.hashtags = t('schedule.error.hashtags_too_many', { max: errors.hashtags.max });
  for (const field of ['caption', 'firstComment', 'altText'] as const) {
    const error = errors[field];
    if (error) texts[field] = t('schedule.error.too_long', { max: error.max });
  }
  return texts;
}
