/** A whole number of seconds as a clock, minutes and two-digit seconds: 3 → "0:03", 75 → "1:15". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The preview's counter: the second reached over the timeline's length, "0:03 / 0:15". */
export function formatCounter(second: number, duration: number): string {
  return `${formatClock(second)} / ${formatClock(duration)}`;
}

/** Where a scene sits in the video, from its start to its end: 5, 9 → "0:05–0:09". */
export function formatSpan(start: number, end: number): string {
  return `${formatClock(start)}–${formatClock(end)}`;
}
