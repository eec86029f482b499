import { useAppStore } from '../state/appStore';

/**
 * The header's Video toggle (SPEC §4): turns the design into a video or back into an image. Turning it off
 * keeps the timeline (duration, animations, track) in the document, but the next save is an image and
 * carries no video. Either way the design has something new to save.
 */
export function toggleVideoMode(): void {
  const app = useAppStore.getState();
  app.setAnimation(!app.animation);
  app.setTouched(true);
}
