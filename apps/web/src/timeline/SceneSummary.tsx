import { useTranslation } from 'react-i18next';
import type { Scene } from '@lienzo/core';
import { formatClock, formatSpan } from './clock';

interface Props {
  scenes: readonly Scene[];
  /** The shown page's scene. */
  scene: Scene | null;
  total: number;
}

/**
 * Where the shown page plays in a video with pages (issue 23): its scene's number and place, "Scene 2 of 3 ·
 * 0:05–0:09", and the whole video's length. Nothing for a one-page design, whose timeline is the video.
 */
export function SceneSummary({ scenes, scene, total }: Props) {
  const { t } = useTranslation();
  if (scenes.length < 2 || !scene) return null;
  return (
    <p className="timeline__scene">
      <span>
        {t('timeline.scene', {
          number: scene.index + 1,
          count: scenes.length,
          span: formatSpan(scene.start, scene.start + scene.duration),
        })}
      </span>
      <span>{t('timeline.total', { total: formatClock(total) })}</span>
    </p>
  );
}
