import { afterEach, describe, expect, it } from 'vitest';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** Two texts and a third, none selected. */
async function threeTexts() {
  const mounted = await mountEngine();
  const ids = ['One', 'Two', 'Three'].map((text) => mounted.engine.addText('text', text));
  mounted.engine.select(null);
  return { ...mounted, ids };
}

describe('unavailableReason (what a control that cannot act says, issue 24)', () => {
  it('every command that may not apply says why, as an i18n key', async () => {
    const { engine } = await mountEngine();
    const silent = engine.commands.all().filter((command) => command.predicate && !command.unavailable);
    expect(silent.map((command) => command.name)).toEqual([]);
    expect(engine.unavailableReason('copy')).toEqual({ key: 'reasons.no_selection' });
    expect(engine.unavailableReason('undo')).toEqual({ key: 'reasons.nothing_to_undo' });
    expect(engine.unavailableReason('paste')).toBeNull();
  });

  it('names the rule the selection breaks: nothing selected, locked, fewer than two or three, already one group', async () => {
    const { engine, ids } = await threeTexts();
    const [a, b, c] = ids as [string, string, string];
    expect(engine.unavailableReason('align-left')).toEqual({ key: 'reasons.no_selection' });
    engine.select(c);
    expect(engine.unavailableReason('bring-forward')).toEqual({ key: 'reasons.layer_top' });
    expect(engine.unavailableReason('bring-to-front')).toEqual({ key: 'reasons.layer_top' });
    expect(engine.unavailableReason('send-backward')).toBeNull();
    engine.select(a);
    expect(engine.unavailableReason('send-to-back')).toEqual({ key: 'reasons.layer_bottom' });
    expect(engine.unavailableReason('align-left')).toBeNull();
    expect(engine.unavailableReason('group')?.key).toBe('reasons.group_two');
    expect(engine.unavailableReason('ungroup')).toEqual({ key: 'reasons.not_grouped' });
    expect(engine.unavailableReason('unlock')).toEqual({ key: 'reasons.none_locked' });
    engine.execute('lock');
    expect(engine.unavailableReason('align-left')).toEqual({ key: 'reasons.locked' });
    expect(engine.unavailableReason('lock')).toEqual({ key: 'reasons.all_locked' });
    engine.execute('unlock');
    engine.select([a, b]);
    expect(engine.unavailableReason('distribute-horizontal')).toEqual({ key: 'reasons.distribute_three' });
    expect(engine.unavailableReason('tidy')).toBeNull();
    engine.select([a, b, c]);
    expect(engine.unavailableReason('distribute-horizontal')).toBeNull();
    engine.select([a, b]);
    engine.group();
    expect(engine.unavailableReason('group')).toEqual({
      key: 'reasons.already_group',
      values: { count: 10 },
    });
    // A group counts as one: the group and the third are two to distribute.
    engine.select([a, b, c]);
    expect(engine.unavailableReason('distribute-horizontal')).toEqual({ key: 'reasons.distribute_three' });
    expect(engine.unavailableReason('group')).toBeNull();
  });

  it('a page command says which end it is at, and the page limit with its number', async () => {
    const { engine } = await mountEngine();
    expect(engine.unavailableReason('move-page-left')).toEqual({ key: 'reasons.first_page' });
    expect(engine.unavailableReason('move-page-right')).toEqual({ key: 'reasons.last_page' });
    expect(engine.unavailableReason('delete-page')).toEqual({ key: 'reasons.one_page' });
    expect(engine.unavailableReason('add-page')).toBeNull();
  });
});
