/**
 * How long each text and how many of each list a design or a request may hold, in one place so that the web
 * app and the server refuse (or clip) the same things. Text lengths are counted in
 * Unicode code points, as zod counts them.
 *
 * Where SPEC §5/§9 or Instagram says a limit it is used; elsewhere the figure is what a real user of a design
 * editor could need, with room to spare: nobody types a 10,000-character text layer or places 2,000 objects on
 * one page, but a template may come close to 1,000.
 */
export const FIELD_LIMITS = {
  /** Objects (layers) in one design, its pages together; restore keeps the first this many. */
  objectsPerDesign: 2000,
  /** Pages of one design: Instagram's carousel holds at most 20 pictures (issue 23). */
  pagesPerDesign: 20,
  /** Page ids (the editor makes them 8-36 characters long, an upgraded one-page design's is "page-1"). */
  pageId: 64,
  /** A text or fancy-text layer's text: a long paragraph-heavy A4 page is about 5,000 characters. */
  layerText: 10_000,
  /** Per-character style ranges of one text layer: at most one per character. */
  textStyleRanges: 10_000,
  /** Object and group ids (the editor makes them 8-36 characters long). */
  objectId: 64,
  /** Font family names: the longest Google Fonts name is under 40 characters. */
  fontFamily: 100,
  /** A font weight written as text ("bold", "600"). */
  fontWeight: 20,
  /** A colour as text: "rgba(255, 255, 255, 0.5)" is 24 characters; room for spaces inside. */
  colour: 64,
  /** An emoji code ("1f1ea-1f1f8") or the emoji itself (flags and families are several code points). */
  emoji: 64,
  /** Layout keys ("instagram.story", "custom.xxxxxxxxxxxxx") and the request's network and type names. */
  layoutKey: 100,
  networkName: 50,
  /** Names shown to people: the design's layout name, a timeline track, a filter preset. */
  displayName: 200,
  presetName: 50,
  /** A layer's own name, given in the layers panel ("Hero photo"); one line in the panel. */
  layerName: 100,
  /**
   * The text of a hashtag, location or mention button and of a question, slider or poll question: Instagram
   * wraps a question at 28-38 characters a line over a handful of lines (SPEC §5), 200 is generous.
   */
  stickerText: 200,
  /** A poll answer: wrapped at 13 characters a line, font smallest from 17 characters (SPEC §5). */
  pollAnswer: 60,
  /** Instagram user names are at most 30 characters (letters, digits, underscore and dot). */
  instagramUsername: 30,
  /** Answers of a poll sticker: the poll has a1 and a2 (SPEC §3); Instagram polls take up to 4. */
  pollAnswers: 4,
  /** A text clipped to its limit when stored (a layout's label) is still refused beyond this length. */
  clippedText: 10_000,
  /** The saved picture as a data URL: the save route's body limit (16 MB) bounds it anyway. */
  pngDataUrl: 16 * 1024 * 1024,
  /** An ISO 8601 instant with offset ("2026-11-26T10:00:00.000+01:00" is 29) and an IANA zone name. */
  isoInstant: 40,
  timeZone: 64,
  /** Stickers one save may describe: one each of five kinds plus repeated mentions. */
  stickersPerSave: 50,
  /**
   * The stored design document as JSON, in bytes. The largest realistic design, a 1,000-object template (see
   * limits.test.ts), is about 0.5 MB; 4 MB leaves 8 times that and still answers in a few milliseconds.
   */
  designJsonBytes: 4 * 1024 * 1024,
} as const;

/**
 * The longest texts we store with a design, board, layout or account, in UTF-16 units. Fields clip to them
 * (keeping characters whole) rather than refuse a long input: any text field takes any Unicode, 10,000
 * characters included.
 */
export const TEXT_LIMITS = {
  designTitle: 300,
  textContent: 20_000,
  keywords: 20_000,
  boardName: 100,
  layoutName: 200,
  userName: 100,
} as const;

/** Texts that go with a scheduled post; Instagram allows 2,200 characters and 30 hashtags a caption. */
export const SCHEDULE_TEXT_LIMITS = {
  caption: 5000,
  firstComment: 2200,
  altText: 1000,
  hashtags: 30,
  hashtag: 100,
} as const;

/** An email address (RFC 5321 path limit) and a password (long passphrases welcome, bcrypt-sized work bounded). */
export const ACCOUNT_LIMITS = { email: 254, password: 200 } as const;

/**
 * Ranges of the text effects of a pz-text (outline, shadow, curve, highlight), in layout pixels unless said.
 * An outline or a shadow wider than a glyph stops reading as text; a curve radius below 50 wraps a short
 * word round itself, above 5,000 it is a straight line anyway.
 */
export const TEXT_EFFECT_LIMITS = {
  outlineWidth: { min: 0, max: 40 },
  shadowBlur: { min: 0, max: 100 },
  shadowOffset: { min: -200, max: 200 },
  curveRadius: { min: 50, max: 5000 },
  highlightPadding: { min: 0, max: 100 },
  highlightRadius: { min: 0, max: 200 },
} as const;
