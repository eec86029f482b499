import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './timeZones';

describe('the time zones a post may be scheduled in', () => {
  it('are every zone the runtime knows, in order, plus the ones in use that it leaves out, each once', () => {
    const zones = timeZoneChoices(['UTC', 'Europe/Madrid']);
    expect(zones).toContain('America/Mexico_City');
    expect(zones).toContain('UTC');
    expect(zones.filter((zone) => zone === 'Europe/Madrid')).toHaveLength(1);
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
    expect(zones.length).toBe(new Set(zones).size);
  });
});
