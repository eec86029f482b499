import { useTranslation } from 'react-i18next';
import { formatCounter } from './clock';
import type { Preview } from './usePreview';
import { ReasonButton } from '../components/reason/ReasonButton';

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
      <ReasonButton
        className="button button--primary"
        onClick={preview.play}
        reason={preview.playing ? t('reasons.preview_playing') : empty ? t('reasons.preview_empty') : null}
      >
        {t('timeline.play')}
      </ReasonButton>
      <ReasonButton
        className="button button--ghost"
        onClick={preview.stop}
        reason={preview.playing ? null : t('reasons.preview_stopped')}
      >
        {t('timeline.stop')}
      </ReasonButton>
      <output className="timeline__counter" aria-label={t('timeline.counter')}>
        {formatCounter(preview.second, duration)}
      </output>
    </div>
  );
}
