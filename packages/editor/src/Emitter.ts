/** A tiny typed event emitter: `on` returns its own unsubscribe function. */
export class Emitter<Events extends { [name: string]: unknown }> {
  private readonly handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  on<Name extends keyof Events>(name: Name, handler: (payload: Events[Name]) => void): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as (payload: never) => void);
    return () => {
      set.delete(handler as (payload: never) => void);
    };
  }

  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void {
    const set = this.handlers.get(name);
    if (!set) return;
    // Copy first: a handler may unsubscribe (or subscribe) while we iterate.
    for (const handler of [...set]) (handler as (payload: Events[Name]) => void)(payload);
  }

  clear(): void {
    this.handlers.clear();
  }
}
