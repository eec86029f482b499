import { useCallback, useEffect, useState } from 'react';
import type { VideoResolution } from '@lienzo/editor';
import { currentEngine } from '../../engine/engineRegistry';
import { useMadeFile } from './useMadeFile';

/**
 * The MP4 made by this browser (issue 22: H.264 or VP9 through WebCodecs, drawn at the chosen size), offered
 * where the browser encodes it: `supported` says for which resolutions (null while asking). `make` exports it
 * with the frames done as its progress and hands the file to the downloads (see useMadeFile).
 */
export function useBrowserMp4(
  resolutions: readonly VideoResolution[],
  fileName: (size: string, extension: string) => string,
) {
  const [supported, setSupported] = useState<Record<string, boolean> | null>(null);
  const { state, make: makeFile } = useMadeFile<VideoResolution>();

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
    };
  }, [resolutions]);

  const make = useCallback(
    (resolution: VideoResolution) => {
      const engine = currentEngine();
      if (!engine) return Promise.resolve();
      return makeFile(resolution, async (signal, onProgress) => {
        const file = await engine.exportVideo({ resolution, container: 'mp4', signal, onProgress });
        const { width, height } = engine.videoSize(resolution);
        return { file, name: fileName(`${width}x${height}`, 'mp4') };
      });
    },
    [fileName, makeFile],
  );

  return { supported, state, make };
}
