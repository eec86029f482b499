/** A hashtag as stored: letters, digits and underscores, without its '#'. */
export const HASHTAG = /^[\p{L}\p{N}_]{1,100}$/u;

/**
 * The hashtags typed in one field ("#summer sale, #Madrid" → ['summer', 'sale', 'Madrid']): split on spaces and
 * commas, '#' dropped, each kept once (case-insensitively, first spelling wins). Anything else is returned in
 * `invalid` so the form can say which one is wrong.
 */
export function parseHashtags(input: string): { hashtags: string[]; invalid: string[] } {
  const hashtags: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const word of input.split(/[\s,]+/u)) {
    const tag = word.replace(/^#+/u, '');
    if (tag === '') continue;
    if (!HASHTAG.test(tag)) {
      invalid.push(word);
      continue;
    }
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    hashtags.push(tag);
  }
  return { hashtags, invalid };
}

/** The text a network publishes: the caption, then the hashtags on their own line. */
export function captionWithHashtags(caption: string, hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  if (!tags) return caption;
  return caption ? `${caption}\n\n${tags}` : tags;
}
