// Issue 20 #4: reads of large documents take turns, and I/O that arrived during one turn is handled before the
// next begins; small reads are not held.
import { describe, expect, it } from 'vitest';
import { LARGE_DOCUMENT_BYTES, readByTurns } from './large-read-turns';

describe('readByTurns', () => {
  it('runs large reads one at a time, with the I/O queued during a turn handled before the next', async () => {
    const events: string[] = [];
    const read = (name: string) => async () => {
      events.push(`start ${name}`);
      // What arrives while this read holds the loop (another request's socket) is queued behind it.
      setImmediate(() => events.push(`io during ${name}`));
      await Promise.resolve();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => readByTurns(LARGE_DOCUMENT_BYTES, read(name))),
    );
    expect(results).toEqual(['a', 'b', 'c']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      'start a',
      'end a',
      'io during a',
      'start b',
      'end b',
      'io during b',
      'start c',
      'end c',
      'io during c',
    ]);
  });

  it('lets small reads run at once, even while a large one waits for its turn', async () => {
    const events: string[] = [];
    const large = readByTurns(LARGE_DOCUMENT_BYTES, async () => {
      events.push('large');
    });
    const small = readByTurns(LARGE_DOCUMENT_BYTES - 1, async () => {
      events.push('small');
    });
    await Promise.all([large, small]);
    expect(events).toEqual(['small', 'large']);
  });

  it('gives the turn to the next read when one fails', async () => {
    const failing = readByTurns(LARGE_DOCUMENT_BYTES, async () => {
      throw new Error('the database went away');
    });
    const next = readByTurns(LARGE_DOCUMENT_BYTES, async () => 'read');
    await expect(failing).rejects.toThrow('the database went away');
    await expect(next).resolves.toBe('read');
  });
});
