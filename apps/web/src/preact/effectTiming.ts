import { options } from 'preact';

/**
 * Effects run in the task after a render commits, as React runs them, instead of after the next painted
 * frame (Preact's default): the editor's timers (the sign-in offer's 800 ms, SPEC §4) and the engine's
 * mount start when the screen is committed, not a frame later, and not 100 ms later in a tab that paints no
 * frames. A MessageChannel posts a task without the 4 ms floor nested timeouts get.
 */
export function runEffectsAfterCommit(): void {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => {
    for (const callback of waiting.splice(0)) callback();
  };
  options.requestAnimationFrame = (callback) => {
    waiting.push(callback);
    if (waiting.length === 1) channel.port2.postMessage(null);
  };
}
