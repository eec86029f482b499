import { useCallback, useEffect, useRef, useState } from 'react';
import { progressReporter } from '../../save/progressReporter';
import { saveBlob } from './saveBlob';

/** Where a file made in the page stands: not asked, being made (`what`, share done 0–1), or failed. */
export type MadeFileState<K> =
  { status: 'idle' } | { status: 'making'; what: K; done: number } | { status: 'failed' };

/** Makes one file: given the signal that stops it and where to say the share done, its bytes and name. */
export type FileMaker = (
  signal: AbortSignal,
  onProgress: (done: number) => void,
) => Promise<{ file: Blob; name: string }>;

/**
 * A file the page makes for the download modal (an MP4, a GIF): one at a time, its share done shown at most
 * once an animation frame, handed to the downloads when finished. `cancel` stops it and lets it go at once
 * (another may be asked for while it winds down); so does closing the modal. A stopped file is never saved.
 */
export function useMadeFile<K>() {
  const [state, setState] = useState<MadeFileState<K>>({ status: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const make = useCallback(async (what: K, maker: FileMaker) => {
    if (aborter.current) return;
    const abort = new AbortController();
    aborter.current = abort;
    setState({ status: 'making', what, done: 0 });
    const progress = progressReporter((done) => setState({ status: 'making', what, done }));
    try {
      const { file, name } = await maker(abort.signal, progress);
      if (abort.signal.aborted) return;
      saveBlob(file, name);
      setState({ status: 'idle' });
    } catch (error) {
      if (abort.signal.aborted) return;
      console.error(`The ${String(what)} file could not be made`, error);
      setState({ status: 'failed' });
    } finally {
      progress.stop();
      if (aborter.current === abort) aborter.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    aborter.current?.abort();
    aborter.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, make, cancel };
}
