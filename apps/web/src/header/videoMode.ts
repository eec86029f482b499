import { useAppStore } from '../state/appStore';

/**
 * The header's Video toggle (SPEC §4): turns the design into a video or back into an image. Turning it off
 * keeps the timeline (duration, animations, track) in the document, but the next save is an image and
 * carries no video. The design is touched while its video mode differs from the saved one's.
 */
export function toggleVideoMode(): void {
  const app = useAppStore.getState();
  // The store compares it with the saved design's video mode: toggling it is a change, toggling back is none.
  app.setAnimation(!app.animation);
}
