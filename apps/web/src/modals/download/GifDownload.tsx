import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/analytics';
import { currentEngine } from '../../engine/engineRegistry';
import { MadeBar } from './MadeBar';
import { useMadeFile } from './useMadeFile';
import { ReasonButton } from '../../components/reason/ReasonButton';

/**
 * The download modal's animated GIF (issue 23), made by this page from the design's animation at its size:
 * a bar of the frames done and a Cancel button while it is made (see useMadeFile).
 */
export function GifDownload({ fileName }: { fileName: (size: string, extension: string) => string }) {
  const { t } = useTranslation();
  const { state, make, cancel } = useMadeFile<'gif'>();
  const engine = currentEngine();
  if (!engine) return null;
  const size = engine.videoSize('layout');
  const makeGif = () => {
    track('design_downloaded', { format: 'gif', resolution: 'web' });
    void make('gif', async (signal, onProgress) => ({
      file: await engine.exportGif({ signal, onProgress }),
      name: fileName(`${size.width}x${size.height}`, 'gif'),
    }));
  };

  const making = state.status === 'making';
  return (
    <div className="download-modal__made">
      <ReasonButton
        className="button button--outline download-modal__option"
        reason={making ? t('reasons.wait') : null}
        aria-busy={making}
        onClick={makeGif}
      >
        {t('download.gif', size)}
      </ReasonButton>
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
