import type { PzButton } from '@lienzo/core';

/**
 * What a hashtag, mention or location button shows: upper case, hashtags with '#' and mentions with
 * '@' in front (SPEC §4). Hashtags keep letters, digits and underscores, mentions dots too (SPEC §5).
 */
export function buttonLabel(button: Pick<PzButton, 'text' | 'mention' | 'location' | 'instagram'>): string {
  switch (button.instagram.type) {
    case 'HASHTAG':
      return `#${button.text.replace(/[^\p{L}\p{N}_]/gu, '')}`.toUpperCase();
    case 'MENTION':
      return `@${(button.mention || button.text).replace(/[^\p{L}\p{N}_.]/gu, '')}`.toUpperCase();
    case 'LOCATION':
      return (button.location?.name ?? button.text).toUpperCase();
  }
}
