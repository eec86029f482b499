import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATION_EFFECTS, TIMELINE, type AnimationEffect } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { LayerLabel } from '../layers/LayerLabel';
import type { LayerRow } from '../layers/useLayerRows';
import { TimelineHandle } from './TimelineHandle';
import { clampEnd, clampStart, HANDLE_WIDTH, pixelsAt, secondAt, trackWidth } from './timelineScale';
import type { ObjectAnimation } from './useTimeline';

interface Props {
  engine: Engine;
  row: LayerRow;
  animation: ObjectAnimation;
  duration: number;
  selected: boolean;
  disabled: boolean;
}

/** One object on the timeline (SPEC §2): its name, its effect, and a bar from its start to its end. */
export function TimelineRow({ engine, row, animation, duration, selected, disabled }: Props) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const { start, end, effect } = animation;
  const startAt = pixelsAt(start, duration);
  const endAt = pixelsAt(end ?? duration, duration);

  const moveStart = (seconds: number) => {
    const next = clampStart(seconds, end, duration);
    if (next !== start) engine.execute('set-animation', { id: row.id, change: { start: next } });
  };
  const moveEnd = (seconds: number) => {
    const next = clampEnd(seconds, start, duration);
    if (next !== end) engine.execute('set-animation', { id: row.id, change: { end: next } });
  };
  const release = () => engine.endGesture();
  const seconds = (value: number) => t('timeline.seconds', { count: value });

  return (
    <li className={`timeline__row ${selected ? 'timeline__row--selected' : ''}`}>
      <div className="timeline__object" style={{ height: TIMELINE.gridHeight }}>
        <button
          type="button"
          className="layer-select"
          aria-pressed={selected}
          aria-label={t('timeline.select', { name: row.name })}
          onClick={() => engine.select(row.id)}
        >
          <LayerLabel row={row} />
        </button>
        <select
          className="timeline__effect"
          aria-label={t('timeline.effect', { name: row.name })}
          value={effect}
          disabled={disabled}
          onChange={(event) => {
            engine.execute('set-animation', {
              id: row.id,
              change: { effect: event.target.value as AnimationEffect },
            });
            engine.endGesture();
          }}
        >
          {ANIMATION_EFFECTS.map((name) => (
            <option key={name} value={name}>
              {t(`timeline.effects.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div
        className="timeline__track"
        ref={trackRef}
        style={{ width: trackWidth(duration) + HANDLE_WIDTH, height: TIMELINE.gridHeight }}
      >
        <div
          className="timeline__bar"
          style={{ left: startAt + HANDLE_WIDTH / 2, width: endAt - startAt }}
          aria-hidden="true"
        />
        <TimelineHandle
          label={t('timeline.start', { name: row.name, time: seconds(start) })}
          left={startAt}
          disabled={disabled}
          trackRef={trackRef}
          onDrag={(pixels) => moveStart(secondAt(pixels, duration))}
          onStep={(step) => moveStart(start + step)}
          onRelease={release}
        />
        <TimelineHandle
          label={t('timeline.end', {
            name: row.name,
            time: end === null ? t('timeline.to_end') : seconds(end),
          })}
          left={endAt}
          disabled={disabled}
          trackRef={trackRef}
          onDrag={(pixels) => moveEnd(secondAt(pixels, duration))}
          onStep={(step) => moveEnd((end ?? duration) + step)}
          onRelease={release}
        />
      </div>
    </li>
  );
}
