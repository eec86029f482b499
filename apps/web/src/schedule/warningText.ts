import type { TFunction } from 'i18next';
import type { ScheduleWarning } from '@lienzo/core';

/** A design-time warning in the interface language, with its numbers written the locale's way. */
export function scheduleWarningText(warning: ScheduleWarning, t: TFunction, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const values: Record<string, string> = { network: t(`schedule.network.${warning.network}`) };
  for (const key of ['min', 'max', 'actual'] as const)
    if (key in warning) values[key] = number.format((warning as Record<typeof key, number>)[key]);
  return t(`schedule.warning.${warning.code}`, values);
}
