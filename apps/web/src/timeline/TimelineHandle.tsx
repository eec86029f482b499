import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { HANDLE_WIDTH } from './timelineScale';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../components/reason/ReasonButton';

interface Props {
  label: string;
  /** Where the handle stands, in pixels from the track's first second. */
  left: number;
  disabled: boolean;
  trackRef: RefObject<HTMLElement | null>;
  /** The pointer is `pixels` from the track's first second. */
  onDrag(pixels: number): void;
  /** A key moved the handle by `seconds`. */
  onStep(seconds: number): void;
  /** The drag or the key press is over: one undo step. */
  onRelease(): void;
}

/** A start or end handle on a timeline row: dragged with the pointer, moved a second with the arrows. */
export function TimelineHandle({ label, left, disabled, trackRef, onDrag, onStep, onRelease }: Props) {
  const { t } = useTranslation();
  const pixelsFrom = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect();
    return box ? clientX - box.left - HANDLE_WIDTH / 2 : Number.NaN;
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    onRelease();
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    onDrag(pixelsFrom(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onRelease();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // Handled here, so the canvas does not also nudge the selected object.
    event.preventDefault();
    onStep(event.key === 'ArrowRight' ? 1 : -1);
    onRelease();
  };

  return (
    <ReasonButton
      className="timeline__handle"
      style={{ left, width: HANDLE_WIDTH }}
      aria-label={label}
      reason={disabled ? t('reasons.timeline_playing') : null}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onRelease}
      onKeyDown={onKeyDown}
    />
  );
}
