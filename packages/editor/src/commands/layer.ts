import { CANVAS } from '@lienzo/core';
import type { Engine } from '../Engine';
import { reason, selectionReason } from './reasons';
import type { CommandDefinition } from './registry';

const hasSelection = (engine: Engine) => engine.getSelectedIds().length > 0;
/** A locked layer is not moved, turned, flipped or deleted; these apply when something selected may be. */
const hasUnlocked = (engine: Engine) => engine.hasLocked(false);

function layerCommand(
  name: string,
  shortcuts: readonly string[],
  perform: (engine: Engine) => void,
  predicate: (engine: Engine) => boolean = hasUnlocked,
): CommandDefinition {
  return { name, labelKey: `commands.${name}`, shortcuts, predicate, unavailable: selectionReason, perform };
}

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
  layerCommand('delete', ['Delete', 'Backspace'], (engine) => engine.deleteSelected()),
  {
    ...layerCommand('duplicate', ['Mod+D'], (engine) => engine.duplicate(), hasSelection),
    // A copy of the one hashtag, location, poll, question or slider is refused (SPEC §5).
    refusal: (engine) => {
      const code = engine.duplicateRefusal();
      return code ? `instagram.alerts.${code}` : null;
    },
  },
  layerCommand('flip-horizontal', [], (engine) => engine.flipHorizontal()),
  layerCommand('flip-vertical', [], (engine) => engine.flipVertical()),
  restackCommand('bring-forward', ['Mod+ArrowUp'], (engine) => engine.bringForward(), true),
  restackCommand('send-backward', ['Mod+ArrowDown'], (engine) => engine.sendBackward(), false),
  restackCommand('bring-to-front', ['Mod+Shift+ArrowUp'], (engine) => engine.bringToFront(), true),
  restackCommand('send-to-back', ['Mod+Shift+ArrowDown'], (engine) => engine.sendToBack(), false),
  layerCommand('rotate', [], (engine) => engine.rotate()),
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
    predicate: (engine) => hasSelection(engine) || engine.backgroundSelected,
  },
];
