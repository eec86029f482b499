// MAX_CONNECTIONS and the process's open-file limit (issue 20, finding 3): at 21,000 trickling connections the
// server ran out of descriptors and failed ordinary requests; the connection cap must leave some for its own work.
import { describe, expect, it } from 'vitest';
import { connectionsWithinFileLimit, FILE_DESCRIPTOR_RESERVE, openFileLimit } from './open-file-limit';

describe('the open-file limit', () => {
  it("reads this process's soft limit from /proc/self/limits", () => {
    const limit = openFileLimit();
    if (process.platform !== 'linux') return expect(limit).toBeNull();
    expect(limit).toBeGreaterThan(0);
  });

  it('is null where the file is missing or says unlimited', () => {
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    expect(
      openFileLimit(() => 'Max open files            unlimited            unlimited            files\n'),
    ).toBeNull();
  });

  it('lowers MAX_CONNECTIONS to leave the reserve free, and keeps it when the limit allows', () => {
    expect(connectionsWithinFileLimit(10_000, 20_000)).toBe(10_000);
    expect(connectionsWithinFileLimit(10_000, 4_096)).toBe(4_096 - FILE_DESCRIPTOR_RESERVE);
    expect(connectionsWithinFileLimit(10_000, null)).toBe(10_000);
    expect(connectionsWithinFileLimit(10_000, 100)).toBe(1);
  });
});
