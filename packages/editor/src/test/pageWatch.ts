import { PWNED_FLAG } from '@lienzo/core/testing';

const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };

function ownKeys(value: object): string[] {
  return Reflect.ownKeys(value).map(String).sort();
}

function describeElement(element: Element): string {
  return `<${element.tagName}${element.id ? `#${element.id}` : ''}>`;
}

/**
 * Watches the test page for what running a hostile document's text as markup or script would do: the
 * PWNED_FLAG global set, an element added to the page (even one removed again), a request to another
 * origin, an uncaught error or rejection, a prototype given a new key.
 */
export function watchPage() {
  const pristine = Object.fromEntries(
    Object.entries(PROTOTYPES).map(([name, proto]) => [name, ownKeys(proto)]),
  );
  const added: Element[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
  });
  observer.observe(document, { childList: true, subtree: true });
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) =>
    uncaught.push(`uncaught error: ${event.error instanceof Error ? event.error.stack : event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    uncaught.push(
      `unhandled rejection: ${event.reason instanceof Error ? event.reason.stack : String(event.reason)}`,
    );
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const requestsBefore = performance.getEntriesByType('resource').length;

  return {
    /** Throws, naming what happened, when anything above happened since the watch began. */
    expectUntouched(): void {
      for (const record of observer.takeRecords())
        for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
      const foreign = performance
        .getEntriesByType('resource')
        .slice(requestsBefore)
        .map((entry) => entry.name)
        .filter((url) => new URL(url).origin !== location.origin);
      const problems = [
        (globalThis as Record<string, unknown>)[PWNED_FLAG] === undefined ? [] : [`${PWNED_FLAG} was set`],
        added.map((element) => `an element was added to the page: ${describeElement(element)}`),
        foreign.map((url) => `a request went to another origin: ${url}`),
        uncaught,
        Object.entries(PROTOTYPES).flatMap(([name, proto]) => {
          const keys = ownKeys(proto).filter((key) => !pristine[name]!.includes(key));
          return keys.length > 0 ? [`${name}.prototype got ${keys.join(', ')}`] : [];
        }),
      ].flat();
      // A plain error: an assertion's message would cut the stack of an uncaught error short.
      if (problems.length > 0) throw new Error(problems.join('\n').slice(0, 4000));
    },
    stop(): void {
      observer.disconnect();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
