import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { useLayerRows } from '../layers/useLayerRows';
import { useEditorStore } from '../state/editorStore';
import { DurationControl } from './DurationControl';
import { PreviewControls } from './PreviewControls';
import { TimelineRow } from './TimelineRow';
import { TimelineRuler } from './TimelineRuler';
import { usePreview } from './usePreview';
import { useTimeline } from './useTimeline';
import './TimelinePanel.css';

/**
 * SPEC §2 timeline, shown in video mode: the total length, the preview, and a row per object (in the
 * layers' order) with draggable start and end handles and its entrance effect.
 */
export function TimelinePanel({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const rows = useLayerRows();
  const selection = useEditorStore((state) => state.selection);
  const thumbBackground = useEditorStore((state) => state.backgroundColor);
  const { duration, animations } = useTimeline(engine);
  const [audioHost, setAudioHost] = useState<HTMLDivElement | null>(null);
  const preview = usePreview(engine, audioHost, t('timeline.audio'));
  const visible = rows.filter((row) => animations.has(row.id));

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
        <PreviewControls preview={preview} duration={duration} empty={visible.length === 0} />
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
            <TimelineRuler duration={duration} playhead={preview.playing ? preview.second : null} />
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
