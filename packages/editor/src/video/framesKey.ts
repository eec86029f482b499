import type { DesignDocument } from '@lienzo/core';

/**
 * Bumped when the recorder draws the same document differently (another size, codec or drawing), so that a
 * video recorded before is not reused for a design whose frames would now differ.
 */
// 3: a design with pages records every page as a scene (issue 23), not the shown page alone.
const RECORDER_VERSION = 3;

/**
 * What a design's video is made of (issue 22): the hex SHA-256 of every part of the document that shows in
 * its frames or sound (layout, track, and each page's background, pattern, settings, length and objects with
 * their asset addresses). Its name, viewport and layout bases do not change a frame. Two saves with the same key
 * would record the same video, so the second reuses the first. Web Crypto's digest, no library needed.
 */
export async function videoFramesKey(document: DesignDocument): Promise<string> {
  const { layout, timeline, pages } = document;
  const scenes = pages.map(({ background, pattern, settings, duration, objects }) => [
    background,
    pattern,
    settings,
    duration,
    objects,
  ]);
  const text = JSON.stringify([RECORDER_VERSION, layout, timeline, scenes]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
