/** Calls `run` once `wait` ms have passed without another `schedule`; `flush` runs a pending call now. */
export interface Debounced {
  schedule(): void;
  cancel(): void;
  flush(): void;
  readonly pending: boolean;
}

export function debounce(run: () => void, wait: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    run();
  };
  return {
    schedule() {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      fire();
    },
    get pending() {
      return timer !== null;
    },
  };
}
