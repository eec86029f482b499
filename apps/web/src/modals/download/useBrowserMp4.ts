import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoResolution } from '@lienzo/editor';
import { currentEngine } from '../../engine/engineRegistry';
import { progressReporter } from '../../save/progressReporter';
import { saveBlob } from './saveBlob';

/** Where an MP4 made in the page stands: not asked, being made (frames done, 0–1), or failed. */
export type BrowserMp4State =
  { status: 'idle' } | { status: 'making'; resolution: VideoResolution; done: number } | { status: 'failed' };

/**
 * The MP4 made by this browser (issue 22: H.264 or VP9 through WebCodecs, drawn at the chosen size), offered
 * where the browser encodes it: `supported` says for which resolutions (null while asking). `make` exports it
 * with the frames done as its progress (at most once an animation frame) and hands the file to the downloads.
 * Closing the modal stops an export under way.
 */
export function useBrowserMp4(resolutions: readonly VideoResolution[], fileName: (size: string) => string) {
  const [supported, setSupported] = useState<Record<string, boolean> | null>(null);
  const [state, setState] = useState<BrowserMp4State>({ status: 'idle' });
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    const engine = currentEngine();
    let active = true;
    void Promise.all(
      resolutions.map(async (resolution) => [
        resolution,
        engine ? await engine.canExportMp4(resolution) : false,
      ]),
    ).then((answers) => {
      if (active) setSupported(Object.fromEntries(answers));
    });
    return () => {
      active = false;
      aborter.current?.abort();
    };
  }, [resolutions]);

  const make = useCallback(
    async (resolution: VideoResolution) => {
      const engine = currentEngine();
      if (!engine || aborter.current) return;
      const abort = new AbortController();
      aborter.current = abort;
      setState({ status: 'making', resolution, done: 0 });
      const progress = progressReporter((done) => setState({ status: 'making', resolution, done }));
      try {
        const video = await engine.exportVideo({
          resolution,
          container: 'mp4',
          signal: abort.signal,
          onProgress: progress,
        });
        progress.stop();
        const { width, height } = engine.videoSize(resolution);
        saveBlob(video, fileName(`${width}x${height}`));
        setState({ status: 'idle' });
      } catch (error) {
        progress.stop();
        if (abort.signal.aborted) return;
        console.error('The MP4 could not be made', error);
        setState({ status: 'failed' });
      } finally {
        aborter.current = null;
      }
    },
    [fileName],
  );

  return { supported, state, make };
}
