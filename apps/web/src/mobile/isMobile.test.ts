import { describe, expect, it } from 'vitest';
import { isMobile } from './isMobile';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

describe('isMobile (SPEC §9)', () => {
  it('is mobile at 768 or less whatever the agent', () => {
    expect(isMobile(375, desktop)).toBe(true);
    expect(isMobile(765, desktop)).toBe(true);
    expect(isMobile(768, desktop)).toBe(true);
  });
  it('is mobile up to 770 only with a mobile agent', () => {
    expect(isMobile(770, phone)).toBe(true);
    expect(isMobile(770, desktop)).toBe(false);
    expect(isMobile(769, desktop)).toBe(false);
  });
  it('is not mobile above 770', () => {
    expect(isMobile(771, phone)).toBe(false);
    expect(isMobile(1366, desktop)).toBe(false);
  });
});
