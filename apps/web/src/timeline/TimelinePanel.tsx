import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { useLayerRows } from '../layers/useLayerRows';
import { useEditorStore } from '../state/editorStore';
import { DurationControl } from './DurationControl';
import { PreviewControls } from './PreviewControls';
import { SceneSummary } from './SceneSummary';
import { TimelineRow } from './TimelineRow';
import { TimelineRuler } from './TimelineRuler';
import { usePreview } from './usePreview';
import { useTimeline } from './useTimeline';
import './TimelinePanel.css';

/**
 * SPEC §2 timeline, shown in video mode: the total length, the preview, and a row per object (in the
 * layers' order) with draggable start and end handles and its entrance effect. With pages (issue 23) it
 * is the shown page's scene: its length, where it sits in the video and the video's length; the preview
 * plays the scenes in turn, its clock over the whole video, the ruler's playhead in the scene shown.
 */
export function TimelinePanel({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const rows = useLayerRows();
  const selection = useEditorStore((state) => state.selection);
  const thumbBackground = useEditorStore((state) => state.backgroundColor);
  const { duration, animations, scenes, scene, total } = useTimeline(engine);
  const [audioHost, setAudioHost] = useState<HTMLDivElement | null>(null);
  const preview = usePreview(engine, audioHost, t('timeline.audio'));
  const visible = rows.filter((row) => animations.has(row.id));
  // The second the preview reached, in the shown scene (the page strip follows the preview's scene).
  const playhead = preview.playing
    ? Math.min(duration, Math.max(0, preview.second - (scene?.start ?? 0)))
    : null;

  return (
    <section
      className="timeline"
      aria-labelledby="timeline-heading"
      style={{ '--layer-thumb-bg': thumbBackground } as CSSProperties}
    >
      <div className="timeline__bar-top">
        <h2 id="timeline-heading" className="timeline__heading">
          {t('timeline.heading')}
        </h2>
        <DurationControl key={duration} engine={engine} duration={duration} disabled={preview.playing} />
        <SceneSummary scenes={scenes} scene={scene} total={total} />
        <PreviewControls
          preview={preview}
          duration={total}
          // Scenes of backgrounds alone are a video too.
          empty={visible.length === 0 && scenes.length < 2}
        />
        <div ref={setAudioHost} hidden />
      </div>
      {visible.length === 0 ? (
        <p className="timeline__empty">{t('timeline.empty')}</p>
      ) : (
        <div className="timeline__body">
          <p className="timeline__hint" id="timeline-hint">
            {t('timeline.hint')}
          </p>
          <div className="timeline__ruler-row">
            <span className="timeline__object timeline__object--spacer" />
            <TimelineRuler duration={duration} playhead={playhead} />
          </div>
          <ol className="timeline__rows" aria-label={t('timeline.rows')} aria-describedby="timeline-hint">
            {visible.map((row) => (
              <TimelineRow
                key={row.id}
                engine={engine}
                row={row}
                animation={animations.get(row.id)!}
                duration={duration}
                selected={row.id === selection}
                disabled={preview.playing}
              />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
