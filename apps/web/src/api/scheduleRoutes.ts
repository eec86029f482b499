// Loaded with the first schedule call (see client.ts): these declarations and what they bring stay out of the
// first screen's bundle.
export {
  scheduleCancelRoute,
  scheduleCreateForSizesRoute,
  scheduleCreateRoute,
  scheduledPostsRoute,
  scheduleUpdateRoute,
} from '@lienzo/core';
