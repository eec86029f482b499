import { alignCommands } from './align';
import { backgroundCommands } from './background';
import { clipboardCommands } from './clipboard';
import { fancyTextCommands } from './fancyText';
import { groupCommands } from './group';
import { historyCommands } from './history';
import { imageCommands } from './image';
import { insertCommands } from './insert';
import { layerCommands } from './layer';
import { layerStateCommands } from './layerState';
import { objectEditCommands } from './objectEdits';
import { pageCommands } from './pages';
import type { CommandDefinition } from './registry';
import { selectionEditCommands } from './selectionEdits';
import { textEffectCommands } from './textEffects';
import { textFormatCommands } from './textFormat';
import { timelineCommands } from './timeline';
import { viewportCommands } from './viewport';

/** Every command the engine registers when it mounts: all its user actions (DESIGN.md §4). */
export const BUILT_IN_COMMANDS: readonly CommandDefinition<unknown>[] = [
  ...historyCommands,
  ...pageCommands,
  ...layerCommands,
  ...layerStateCommands,
  ...groupCommands,
  ...fancyTextCommands,
  ...textFormatCommands,
  ...backgroundCommands,
  ...clipboardCommands,
  ...alignCommands,
  ...textEffectCommands,
  ...insertCommands,
  ...objectEditCommands,
  ...selectionEditCommands,
  ...imageCommands,
  ...timelineCommands,
  ...viewportCommands,
];
