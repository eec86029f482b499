import { useTranslation } from 'react-i18next';
import { formatCounter } from './clock';
import type { Preview } from './usePreview';

interface Props {
  preview: Preview;
  /** The whole video's length: every scene's. */
  duration: number;
  /** Nothing to preview yet. */
  empty: boolean;
}

/** Play and Stop the preview (SPEC §4), with the second of the video reached over its length. */
export function PreviewControls({ preview, duration, empty }: Props) {
  const { t } = useTranslation();
  return (
    <div className="timeline__preview" role="group" aria-label={t('timeline.preview')}>
      <button
        type="button"
        className="button button--primary"
        onClick={preview.play}
        disabled={preview.playing || empty}
      >
        {t('timeline.play')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={preview.stop}
        disabled={!preview.playing}
      >
        {t('timeline.stop')}
      </button>
      <output className="timeline__counter" aria-label={t('timeline.counter')}>
        {formatCounter(preview.second, duration)}
      </output>
    </div>
  );
}
