import { NETWORK_LIMITS, type ScheduleNetwork } from './networks';
import { captionWithHashtags } from './hashtags';
import { CAROUSEL_RULES } from './carousel-rules';

/** What is known of a design and its post when it is checked against the networks. */
export interface SchedulableDesign {
  post_type: 'IMAGE' | 'video';
  width: number;
  height: number;
  /** A video's length in seconds; ignored for pictures. */
  duration?: number | null;
  caption: string;
  hashtags: readonly string[];
  first_comment: string;
  /** How many pages it has (a carousel's pictures, issue 23); 1 when not given. */
  pages?: number;
}

/** One reason a network may refuse or crop the post; `code` names the translated message (schedule.warning.*). */
export type ScheduleWarning =
  | { network: ScheduleNetwork; code: 'ratio'; min: number; max: number; actual: number }
  | { network: ScheduleNetwork; code: 'too_narrow'; min: number; actual: number }
  | { network: ScheduleNetwork; code: 'video_too_short'; min: number; actual: number }
  | { network: ScheduleNetwork; code: 'video_too_long'; max: number; actual: number }
  | { network: ScheduleNetwork; code: 'caption_too_long'; max: number; actual: number }
  | { network: ScheduleNetwork; code: 'too_many_hashtags'; max: number; actual: number }
  | { network: ScheduleNetwork; code: 'no_first_comment' }
  | { network: ScheduleNetwork; code: 'first_page_only'; actual: number };

/** Two ratios this close count as the same (a 1080×1920 story is 9:16 whatever the rounding). */
const RATIO_TOLERANCE = 0.01;

/** Whether a network takes a picture of this width-to-height ratio. */
export function ratioAccepted(ratio: number, network: ScheduleNetwork): boolean {
  const { ratio: range, extraRatios } = NETWORK_LIMITS[network];
  if (ratio >= range.min - RATIO_TOLERANCE && ratio <= range.max + RATIO_TOLERANCE) return true;
  return extraRatios.some((extra) => Math.abs(extra - ratio) <= RATIO_TOLERANCE);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Everything about a post that a chosen network would refuse or crop, checked at design time so the person can
 * fix it before scheduling (issue 11). Warnings, not errors: the scheduler product has the last word.
 */
export function scheduleWarnings(
  design: SchedulableDesign,
  networks: readonly ScheduleNetwork[],
): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  const ratio = design.width / design.height;
  const text = captionWithHashtags(design.caption, design.hashtags);
  for (const network of networks) {
    const limits = NETWORK_LIMITS[network];
    if (!ratioAccepted(ratio, network))
      warnings.push({
        network,
        code: 'ratio',
        min: round2(limits.ratio.min),
        max: round2(limits.ratio.max),
        actual: round2(ratio),
      });
    if (design.width < limits.minWidth)
      warnings.push({ network, code: 'too_narrow', min: limits.minWidth, actual: design.width });
    if (design.post_type === 'video' && typeof design.duration === 'number') {
      if (design.duration < limits.videoSeconds.min)
        warnings.push({
          network,
          code: 'video_too_short',
          min: limits.videoSeconds.min,
          actual: design.duration,
        });
      if (design.duration > limits.videoSeconds.max)
        warnings.push({
          network,
          code: 'video_too_long',
          max: limits.videoSeconds.max,
          actual: design.duration,
        });
    }
    if ([...text].length > limits.captionMax)
      warnings.push({ network, code: 'caption_too_long', max: limits.captionMax, actual: [...text].length });
    if (design.hashtags.length > limits.hashtagsMax)
      warnings.push({
        network,
        code: 'too_many_hashtags',
        max: limits.hashtagsMax,
        actual: design.hashtags.length,
      });
    if (design.first_comment.trim() !== '' && !limits.firstComment)
      warnings.push({ network, code: 'no_first_comment' });
    const pages = design.pages ?? 1;
    if (pages > 1 && CAROUSEL_RULES[network].mode === 'first_page')
      warnings.push({ network, code: 'first_page_only', actual: pages });
  }
  return warnings;
}
