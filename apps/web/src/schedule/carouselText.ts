import type { TFunction } from 'i18next';
import { carouselRefusals, carouselSend, type ScheduleNetwork } from '@lienzo/core';

/**
 * What each chosen network gets of a carousel (issue 23), one line each in the interface language ("Instagram:
 * 5 pictures", "LinkedIn: PDF document, 5 pages"); nothing for a one-page design, which is one picture everywhere.
 */
export function carouselSendTexts(
  networks: readonly ScheduleNetwork[],
  pages: number,
  t: TFunction,
): string[] {
  if (pages <= 1) return [];
  return networks.map((network) => {
    const send = carouselSend(network, pages);
    const name = t(`schedule.network.${network}`);
    switch (send.sends) {
      case 'pictures':
        return t('schedule.carousel.pictures', { network: name, count: send.count });
      case 'pdf':
        return t('schedule.carousel.pdf', { network: name, count: send.pages });
      default:
        return t('schedule.carousel.first_page', { network: name });
    }
  });
}

/**
 * Why the chosen networks cannot take this carousel (Twitter/X above 4 pages), to show next to the network
 * choice and to block sending; null when they all can.
 */
export function carouselErrorText(
  networks: readonly ScheduleNetwork[],
  pages: number,
  t: TFunction,
): string | null {
  const refusals = carouselRefusals(networks, pages);
  if (refusals.length === 0) return null;
  return refusals
    .map(({ network, max, actual }) =>
      t('schedule.carousel.too_many', { network: t(`schedule.network.${network}`), max, actual }),
    )
    .join(' ');
}
