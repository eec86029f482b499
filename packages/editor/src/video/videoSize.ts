/**
 * The sizes a video is exported at (issue 22): `layout` is the design's own size (a story is 540 × 960),
 * `instagram` is Instagram's 1080 wide (1080 × 1920 for a story), never taller than 1920.
 */
export const VIDEO_RESOLUTIONS = ['layout', 'instagram'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];

/** Instagram's largest video frame (a story or reel). */
export const INSTAGRAM_VIDEO = { width: 1080, height: 1920 } as const;

/** H.264 and most players want even sides: rounded down to even, never below 2. */
const even = (pixels: number) => Math.max(2, Math.floor(pixels / 2) * 2);

/** The frame size of a video of a layout at a resolution, with the scale the design is drawn at. */
export function videoSizeOf(
  layout: { width: number; height: number },
  resolution: VideoResolution,
): { width: number; height: number; scale: number } {
  const scale =
    resolution === 'instagram'
      ? Math.min(INSTAGRAM_VIDEO.width / layout.width, INSTAGRAM_VIDEO.height / layout.height)
      : 1;
  return { width: even(layout.width * scale), height: even(layout.height * scale), scale };
}
