import { describe, expect, it } from 'vitest';
import { CommandRegistry, ShortcutConflictError } from './registry';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
const noop = () => {};

describe('CommandRegistry', () => {
  it('finds the command of a key press, Ctrl and Cmd alike', () => {
    const registry = new CommandRegistry();
    registry.register({ name: 'undo', labelKey: 'undo', shortcuts: ['Mod+Z'], perform: noop });
    registry.register({ name: 'redo', labelKey: 'redo', shortcuts: ['Mod+Shift+Z'], perform: noop });
    expect(registry.forKey(key({ key: 'z', ctrlKey: true }))?.name).toBe('undo');
    expect(registry.forKey(key({ key: 'z', metaKey: true }))?.name).toBe('undo');
    expect(registry.forKey(key({ key: 'Z', ctrlKey: true, shiftKey: true }))?.name).toBe('redo');
    expect(registry.forKey(key({ key: 'z' }))).toBeUndefined();
  });

  it('refuses a second command with a shortcut that is already taken, however it is spelled', () => {
    const registry = new CommandRegistry();
    registry.register({ name: 'redo', labelKey: 'redo', shortcuts: ['Mod+Shift+Z'], perform: noop });
    expect(() =>
      registry.register({ name: 'zoom', labelKey: 'zoom', shortcuts: ['shift+mod+z'], perform: noop }),
    ).toThrow(ShortcutConflictError);
    expect(() => registry.register({ name: 'redo', labelKey: 'again', perform: noop })).toThrow(/already/);
    expect(registry.get('zoom')).toBeUndefined();
    expect(() =>
      registry.register({ name: 'bad', labelKey: 'bad', shortcuts: ['Hyper+Q'], perform: noop }),
    ).toThrow(RangeError);
  });
});

describe('CommandRegistry label keys (issue 25)', () => {
  it('labels a command by commands.<name> unless it names its own key', () => {
    const registry = new CommandRegistry();
    expect(registry.register({ name: 'undo', perform: noop }).labelKey).toBe('commands.undo');
    registry.register({ name: 'fit', labelKey: 'commands.zoom-fit', perform: noop });
    expect(registry.get('undo')?.labelKey).toBe('commands.undo');
    expect(registry.get('fit')?.labelKey).toBe('commands.zoom-fit');
  });
});

describe('CommandRegistry reasons', () => {
  it('refuses a command that may not apply without saying why (issue 24)', () => {
    const registry = new CommandRegistry();
    expect(() =>
      registry.register({ name: 'tidy', labelKey: 'tidy', predicate: () => false, perform: noop }),
    ).toThrow(/does not say why/);
    registry.register({
      name: 'tidy',
      labelKey: 'tidy',
      predicate: () => false,
      unavailable: () => ({ key: 'reasons.tidy_two' }),
      perform: noop,
    });
    expect(registry.get('tidy')?.unavailable?.(undefined as never, undefined)).toEqual({
      key: 'reasons.tidy_two',
    });
  });
});
