import type { Engine } from '../Engine';
import { matchesShortcut, parseShortcut, shortcutId } from './shortcut';

/**
 * A user action that keyboard, toolbar and menu all run the same way (DESIGN.md §4, Excalidraw's
 * actions): `predicate` says whether it applies now, `perform` does it through the engine. Most act on the
 * selection; a command that can act on named objects instead (a layers-panel row's lock) takes `target`,
 * and without one acts on the selection.
 */
/** Why a command does not apply now: an i18n key, with the values its text names. */
export interface CommandReason {
  key: string;
  values?: Record<string, string | number>;
}

export interface CommandDefinition {
  name: string;
  /** The i18n key of its label in toolbars and menus. */
  labelKey: string;
  /** e.g. "Mod+Z", "Delete", "ArrowLeft". Each may belong to one command only. */
  shortcuts?: readonly string[];
  predicate?: (engine: Engine, target?: readonly string[]) => boolean;
  /**
   * Why it does not apply while `predicate` says no, which a menu or a button shows instead of a plain grey
   * (issue 24). Required with a predicate: a control that cannot act always says why.
   */
  unavailable?: (engine: Engine, target?: readonly string[]) => CommandReason;
  /**
   * Why the command, which applies now, may not run: the i18n key of the notice to show (SPEC §5: a second
   * hashtag). Every entry point (keyboard, toolbar, menu) meets the same refusal: the engine's `refused` event.
   */
  refusal?: (engine: Engine) => string | null;
  /** Its shortcut also works while a text is being edited (Ctrl/Cmd+B on the selected characters). */
  whileEditingText?: boolean;
  perform: (engine: Engine, target?: readonly string[]) => void;
}

export interface Command extends CommandDefinition {
  keyTest(event: KeyboardEvent): boolean;
}

export class ShortcutConflictError extends Error {
  override readonly name = 'ShortcutConflictError';
}

export class CommandRegistry {
  private readonly commands = new Map<string, Command>();
  /** Shortcut id → the command that owns it. */
  private readonly owners = new Map<string, string>();

  register(definition: CommandDefinition): Command {
    if (definition.predicate && !definition.unavailable) {
      throw new TypeError(`"${definition.name}" has a predicate but does not say why it may not apply`);
    }
    if (this.commands.has(definition.name)) {
      throw new ShortcutConflictError(`A command named "${definition.name}" is already registered`);
    }
    const shortcuts = (definition.shortcuts ?? []).map(parseShortcut);
    for (const shortcut of shortcuts) {
      const owner = this.owners.get(shortcutId(shortcut));
      if (owner) {
        throw new ShortcutConflictError(
          `"${definition.name}" wants ${shortcutId(shortcut)}, which belongs to "${owner}"`,
        );
      }
    }
    for (const shortcut of shortcuts) this.owners.set(shortcutId(shortcut), definition.name);
    const command: Command = {
      ...definition,
      keyTest: (event) => shortcuts.some((shortcut) => matchesShortcut(shortcut, event)),
    };
    this.commands.set(command.name, command);
    return command;
  }

  get(name: string): Command | undefined {
    return this.commands.get(name);
  }

  all(): Command[] {
    return [...this.commands.values()];
  }

  /** The command a key press is a shortcut of, if any. */
  forKey(event: KeyboardEvent): Command | undefined {
    for (const command of this.commands.values()) if (command.keyTest(event)) return command;
    return undefined;
  }
}
