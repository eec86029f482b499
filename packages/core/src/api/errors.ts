// Error codes of the API (SPEC §8 plus the codes every route shares). Answers are {error: {code, message}}.

export const API_ERRORS = {
  API_ERROR_INVALID_IMAGE_FILE: 'Invalid image. Only JPG and PNG are allowed, up to 5MB',
  API_ERROR_INVALID_AUDIO_FILE: 'Please try again by selecting a valid mp3 file.',
  API_ERROR_INVALID_FONT_FILE: 'Invalid font. Only TTF files are allowed for now.',
  API_ERROR_IMAGE_SIZE: "The picture is not the size of the design's layout.",
  API_ERROR_INSTAGRAM_STICKER: 'An Instagram sticker of the design breaks a rule.',
  API_ERROR_INVALID_VIDEO_FILE: 'Invalid video. Only WebM videos with a video track are allowed.',
  API_ERROR_UPLOAD_FAIL: 'Something went wrong triyng to upload your file, please try again.',
  API_ERROR_INVALID_JSON: 'The request body is not valid JSON.',
  API_ERROR_VALIDATION: 'The request is not valid.',
  API_ERROR_INVALID_DESIGN: 'The design document is not valid.',
  API_ERROR_PAYLOAD_TOO_LARGE: 'The request is too large.',
  API_ERROR_DESIGN_TOO_LARGE: 'The design is too large to store: remove some objects or shorten its texts.',
  API_ERROR_NOT_FOUND: 'Not found.',
  API_ERROR_UNAUTHORIZED: 'Please sign in first.',
  API_ERROR_FORBIDDEN: 'You are not allowed to do that.',
  API_ERROR_CSRF: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  API_ERROR_INVALID_CREDENTIALS: 'Wrong email or password.',
  API_ERROR_EMAIL_TAKEN: 'An account with this email already exists.',
  API_ERROR_RATE_LIMITED: 'Too many requests. Please wait a moment.',
  API_ERROR_IMAGE_SEARCH_UNAVAILABLE: 'The image search service did not answer. Please try again later.',
  API_ERROR_PLACES_UNAVAILABLE: 'The location search did not answer. Please try again later.',
  API_ERROR_SCHEDULE_IN_PAST: 'Pick a time in the future, within a year.',
  API_ERROR_SCHEDULE_LOCKED: 'This post is being published or is done, so it can no longer change.',
  API_ERROR_PAGES_NOT_READY:
    "This carousel's page pictures are not all stored yet: save the design again, then schedule it.",
  API_ERROR_SCHEDULE_TOO_MANY_PAGES: 'A chosen network takes fewer pages than this carousel has.',
  API_ERROR_UNKNOWN: 'Something went wrong!',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The anti-forgery cookie and the header that must echo it on every non-GET call (SPEC §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'lienzo_session';
