import { CANVAS } from '@lienzo/core';
import type { Engine } from '../Engine';
import { reason, selectionReason } from './reasons';
import type { CommandDefinition, CommandMenu, MenuSlot } from './registry';

const hasSelection = (engine: Engine) => engine.getSelectedIds().length > 0;
/** A locked layer is not moved, turned, flipped or deleted; these apply when something selected may be. */
const hasUnlocked = (engine: Engine) => engine.hasLocked(false);

function layerCommand(
  name: string,
  shortcuts: readonly string[],
  perform: (engine: Engine) => void,
  predicate: (engine: Engine) => boolean = hasUnlocked,
): CommandDefinition {
  return {
    name,
    shortcuts,
    selection: { count: 'some' },
    predicate,
    unavailable: selectionReason,
    perform,
  };
}

/** `definition` listed in `menus` too. */
const listed = (
  definition: CommandDefinition,
  menus: Partial<Record<CommandMenu, MenuSlot>>,
): CommandDefinition => ({ ...definition, menus });

/** A restacking command: it applies while the selection is not all at the top (`up`) or the bottom already. */
function restackCommand(
  name: string,
  shortcuts: readonly string[],
  perform: (engine: Engine) => void,
  up: boolean,
): CommandDefinition {
  return {
    ...layerCommand(name, shortcuts, perform, (engine) => engine.canRestack(up)),
    unavailable: (engine) =>
      reason(
        hasSelection(engine) ? (up ? 'reasons.layer_top' : 'reasons.layer_bottom') : 'reasons.no_selection',
      ),
  };
}

/** The Layer toolbar (SPEC §2) and the canvas keys of SPEC §5/§9; each acts on the selected layers. */
export const layerCommands: CommandDefinition[] = [
  listed(
    layerCommand('delete', ['Delete', 'Backspace'], (engine) => engine.deleteSelected()),
    {
      'object-menu': { section: 'edit', rank: 14 },
      'layer-toolbar': { section: 'layer', rank: 7 },
    },
  ),
  {
    ...layerCommand('duplicate', ['Mod+D'], (engine) => engine.duplicate(), hasSelection),
    menus: {
      'object-menu': { section: 'edit', rank: 13 },
      'layer-toolbar': { section: 'layer', rank: 3 },
    },
    // A copy of the one hashtag, location, poll, question or slider is refused (SPEC §5).
    refusal: (engine) => {
      const code = engine.duplicateRefusal();
      return code ? `instagram.alerts.${code}` : null;
    },
  },
  listed(
    layerCommand('flip-horizontal', [], (engine) => engine.flipHorizontal()),
    { 'layer-toolbar': { section: 'layer', rank: 1 } },
  ),
  listed(
    layerCommand('flip-vertical', [], (engine) => engine.flipVertical()),
    { 'layer-toolbar': { section: 'layer', rank: 2 } },
  ),
  listed(
    restackCommand('bring-forward', ['Mod+ArrowUp'], (engine) => engine.bringForward(), true),
    {
      'object-menu': { section: 'order', rank: 30 },
      'layer-toolbar': { section: 'layer', rank: 4 },
    },
  ),
  listed(
    restackCommand('send-backward', ['Mod+ArrowDown'], (engine) => engine.sendBackward(), false),
    {
      'object-menu': { section: 'order', rank: 32 },
      'layer-toolbar': { section: 'layer', rank: 5 },
    },
  ),
  listed(
    restackCommand('bring-to-front', ['Mod+Shift+ArrowUp'], (engine) => engine.bringToFront(), true),
    {
      'object-menu': { section: 'order', rank: 31 },
    },
  ),
  listed(
    restackCommand('send-to-back', ['Mod+Shift+ArrowDown'], (engine) => engine.sendToBack(), false),
    {
      'object-menu': { section: 'order', rank: 33 },
    },
  ),
  listed(
    layerCommand('rotate', [], (engine) => engine.rotate()),
    { 'layer-toolbar': { section: 'layer', rank: 6 } },
  ),
  layerCommand('nudge-left', ['ArrowLeft'], (engine) => engine.nudge(-CANVAS.nudge, 0)),
  layerCommand('nudge-right', ['ArrowRight'], (engine) => engine.nudge(CANVAS.nudge, 0)),
  layerCommand('nudge-up', ['ArrowUp'], (engine) => engine.nudge(0, -CANVAS.nudge)),
  layerCommand('nudge-down', ['ArrowDown'], (engine) => engine.nudge(0, CANVAS.nudge)),
  layerCommand('nudge-left-far', ['Shift+ArrowLeft'], (engine) => engine.nudge(-CANVAS.nudgeFar, 0)),
  layerCommand('nudge-right-far', ['Shift+ArrowRight'], (engine) => engine.nudge(CANVAS.nudgeFar, 0)),
  layerCommand('nudge-up-far', ['Shift+ArrowUp'], (engine) => engine.nudge(0, -CANVAS.nudgeFar)),
  layerCommand('nudge-down-far', ['Shift+ArrowDown'], (engine) => engine.nudge(0, CANVAS.nudgeFar)),
  {
    ...layerCommand('select-none', ['Escape'], (engine) => {
      engine.select(null);
      engine.selectBackground(false);
    }),
    // It also leaves the background picture, so it is for no particular selection.
    selection: undefined,
    predicate: (engine) => hasSelection(engine) || engine.backgroundSelected,
  },
];
