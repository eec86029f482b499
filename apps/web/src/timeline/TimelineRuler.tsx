import { HANDLE_WIDTH, labelStep, pixelsAt, secondWidth, trackWidth } from './timelineScale';

interface Props {
  duration: number;
  /** The second the preview has reached, or null when it is not playing. */
  playhead: number | null;
}

/** The seconds above the rows: a tick each second, numbers spaced so they stay readable, the playhead. */
export function TimelineRuler({ duration, playhead }: Props) {
  const step = labelStep(duration);
  const labels: number[] = [];
  for (let second = 0; second <= duration; second += step) labels.push(second);
  const width = secondWidth(duration);

  return (
    <div
      className="timeline__ruler"
      aria-hidden="true"
      style={{
        width: trackWidth(duration) + HANDLE_WIDTH,
        backgroundSize: `${width}px 6px`,
        backgroundPositionX: HANDLE_WIDTH / 2,
      }}
    >
      {labels.map((second) => (
        <span
          key={second}
          className="timeline__label"
          style={{ left: pixelsAt(second, duration) + HANDLE_WIDTH / 2 }}
        >
          {second}
        </span>
      ))}
      {playhead !== null && (
        <span
          className="timeline__playhead"
          data-second={playhead}
          style={{ left: pixelsAt(playhead, duration) + HANDLE_WIDTH / 2 }}
        />
      )}
    </div>
  );
}
