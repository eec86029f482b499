import { PWNED_FLAG } from './hostile-arbitrary';

// What hostile input could leave behind in this realm; the proof tests check it after every case.
const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype };

function ownKeys(value: object): string[] {
  return Reflect.ownKeys(value).map(String).sort();
}

// Taken when the testing helpers are first imported, before any test case runs.
const pristine = new Map(
  Object.entries(PROTOTYPES).map(([name, proto]) => [name, ownKeys(proto).join('\n')]),
);

/**
 * What hostile input has polluted so far: a built-in prototype with keys added or removed, `({}).polluted`
 * set, or the hostile generator's PWNED_FLAG set on globalThis (a script of its ran). Empty when nothing.
 */
export function pollution(): string[] {
  const found: string[] = [];
  for (const [name, proto] of Object.entries(PROTOTYPES))
    if (ownKeys(proto).join('\n') !== pristine.get(name)) found.push(`${name}.prototype has other keys`);
  if (({} as Record<string, unknown>).polluted !== undefined) found.push('({}).polluted is set');
  if ((globalThis as Record<string, unknown>)[PWNED_FLAG] !== undefined)
    found.push(`globalThis.${PWNED_FLAG} is set`);
  return found;
}
