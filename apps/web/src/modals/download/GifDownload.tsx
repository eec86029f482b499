import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/analytics';
import { currentEngine } from '../../engine/engineRegistry';
import { progressReporter } from '../../save/progressReporter';
import { MadeBar } from './MadeBar';
import { saveBlob } from './saveBlob';

type GifState = { status: 'idle' } | { status: 'making'; done: number } | { status: 'failed' };

/**
 * The download modal's animated GIF (issue 23), made by this page from the design's animation at its size:
 * a bar of the frames done and a Cancel button while it is made; closing the modal stops it too. Nothing is
 * saved unless it is finished.
 */
export function GifDownload({ fileName }: { fileName: (size: string, extension: string) => string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<GifState>({ status: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);
  const engine = currentEngine();
  if (!engine) return null;
  const size = engine.videoSize('layout');

  const make = async () => {
    if (aborter.current) return;
    const abort = new AbortController();
    aborter.current = abort;
    track('design_downloaded', { format: 'gif', resolution: 'web' });
    setState({ status: 'making', done: 0 });
    const progress = progressReporter((done) => setState({ status: 'making', done }));
    try {
      const gif = await engine.exportGif({ signal: abort.signal, onProgress: progress });
      if (!abort.signal.aborted) saveBlob(gif, fileName(`${size.width}x${size.height}`, 'gif'));
    } catch (error) {
      if (!abort.signal.aborted) {
        console.error('The GIF could not be made', error);
        setState({ status: 'failed' });
      }
      return;
    } finally {
      progress.stop();
      if (aborter.current === abort) aborter.current = null;
    }
    if (!abort.signal.aborted) setState({ status: 'idle' });
  };
  // A cancelled GIF is let go at once: another may be asked for while it winds down.
  const cancel = () => {
    aborter.current?.abort();
    aborter.current = null;
    setState({ status: 'idle' });
  };

  const making = state.status === 'making';
  return (
    <div className="download-modal__made">
      <button
        type="button"
        className="button button--outline download-modal__option"
        disabled={making}
        aria-busy={making}
        onClick={() => void make()}
      >
        {t('download.gif', size)}
      </button>
      {making && (
        <div className="download-modal__making">
          <MadeBar label={t('download.gif_making')} done={state.done} />
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t('download.gif_cancel')}
          </button>
        </div>
      )}
      {state.status === 'failed' && (
        <p className="download-modal__note" role="alert">
          {t('download.gif_failed')}
        </p>
      )}
    </div>
  );
}
