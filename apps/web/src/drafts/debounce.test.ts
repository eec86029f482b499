import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { DRAFT_DEBOUNCE_MS } from './draftPolicy';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes once, the debounce after the last of a burst of changes, inside the 500 ms the issue allows', () => {
    expect(DRAFT_DEBOUNCE_MS).toBeLessThan(500);
    const run = vi.fn();
    const debounced = debounce(run, DRAFT_DEBOUNCE_MS);
    debounced.schedule();
    vi.advanceTimersByTime(200);
    debounced.schedule();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(debounced.pending).toBe(false);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const debounced = debounce(run, 300);
    debounced.schedule();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('flush runs a pending call at once and only a pending one', () => {
    const run = vi.fn();
    const debounced = debounce(run, 300);
    debounced.flush();
    expect(run).not.toHaveBeenCalled();
    debounced.schedule();
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
