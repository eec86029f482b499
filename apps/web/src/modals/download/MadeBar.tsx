/** A determinate bar of a file being made in the page (an MP4, a GIF), `done` from 0 to 1. */
export function MadeBar({ label, done }: { label: string; done: number }) {
  const percent = Math.round(done * 100);
  return (
    <div
      className="progress progress--determinate download-modal__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
