import type { DesignObject } from '@lienzo/core';
import type { Engine } from '../Engine';
import type { CommandPayloads, PayloadCommandName } from './payloads';
import { matchesShortcut, parseShortcut, shortcutId } from './shortcut';

/** Why a command does not apply now: an i18n key, with the values its text names. */
export interface CommandReason {
  key: string;
  values?: Record<string, string | number>;
}

/** The layers a command without a payload acts on: a layers-panel row's ids, else (undefined) the selection. */
export type CommandTarget = readonly string[] | undefined;

/**
 * The selections a command is made for, which {@link CommandRegistry.forSelection} lists it for: `count` is
 * 'one' (exactly one object), 'some' (one or more) or 'several' (two or more); `types` the object types it
 * acts on when only some do (text formatting acts on texts). A command without one does not depend on the
 * selection (undo, pages, paste).
 */
export interface SelectionScope {
  count: 'one' | 'some' | 'several';
  types?: readonly DesignObject['type'][];
}

/** The menus and toolbars that list commands from the registry rather than name them. */
export type CommandMenu = 'layer-toolbar' | 'object-menu' | 'align-menu' | 'canvas-menu';

/** Where a command sits in a menu: ordered by `rank`; a change of `section` between neighbours is a separator. */
export interface MenuSlot {
  section: string;
  rank: number;
}

/**
 * A user action that keyboard, toolbar and menu all run the same way (DESIGN.md §4, Excalidraw's actions):
 * `predicate` says whether it applies now, `perform` does it through the engine. `Input` is what it is run
 * with: its typed payload (see payloads.ts) or, for a command without one, the {@link CommandTarget}.
 * Methods rather than function properties, so a definition with a payload is one of `CommandDefinition`.
 */
export interface CommandDefinition<Input = CommandTarget> {
  name: string;
  /**
   * The i18n key of its label in toolbars and menus, the only one they use for it: {@link defaultLabelKey}
   * of its name unless it says otherwise.
   */
  labelKey?: string;
  /** e.g. "Mod+Z", "Delete", "ArrowLeft". Each may belong to one command only. */
  shortcuts?: readonly string[];
  selection?: SelectionScope;
  menus?: Partial<Record<CommandMenu, MenuSlot>>;
  predicate?(engine: Engine, input: Input): boolean;
  /**
   * Why it does not apply while `predicate` says no, which a menu or a button shows instead of a plain grey
   * (issue 24). Required with a predicate: a control that cannot act always says why.
   */
  unavailable?(engine: Engine, input: Input): CommandReason;
  /**
   * Why the command, which applies now, may not run: the i18n key of the notice to show (SPEC §5: a second
   * hashtag). Every entry point (keyboard, toolbar, menu) meets the same refusal: the engine's `refused` event.
   */
  refusal?(engine: Engine, input: Input): string | null;
  /** Its shortcut also works while a text is being edited (Ctrl/Cmd+B on the selected characters). */
  whileEditingText?: boolean;
  /** It is run with a payload (see payloads.ts), so no key or menu item runs it bare. */
  takesPayload?: boolean;
  /** Does it; what it returns (an added object's id, a promise of one) is what `execute` answers. */
  perform(engine: Engine, input: Input): unknown;
}

/** A command run with a payload: no shortcut, as a key press has no payload to give. */
export type PayloadCommandDefinition<Name extends PayloadCommandName> = Omit<
  CommandDefinition<CommandPayloads[Name]['payload']>,
  'name' | 'shortcuts' | 'perform' | 'whileEditingText' | 'takesPayload'
> & {
  name: Name;
  perform(engine: Engine, payload: CommandPayloads[Name]['payload']): CommandPayloads[Name]['result'];
};

/** Declares a command with a payload, checking its payload and result against {@link CommandPayloads}. */
export function payloadCommand<Name extends PayloadCommandName>(
  definition: PayloadCommandDefinition<Name>,
): CommandDefinition<unknown> {
  return { ...(definition as CommandDefinition<unknown>), takesPayload: true };
}

/** The label key of a command that does not name one: `commands.<name>`. */
export function defaultLabelKey(name: string): string {
  return `commands.${name}`;
}

export interface Command extends CommandDefinition<unknown> {
  labelKey: string;
  keyTest(event: KeyboardEvent): boolean;
}

export class ShortcutConflictError extends Error {
  override readonly name = 'ShortcutConflictError';
}

const COUNT_TESTS: Record<SelectionScope['count'], (count: number) => boolean> = {
  one: (count) => count === 1,
  some: (count) => count >= 1,
  several: (count) => count >= 2,
};

/** Whether a command made for `scope` is one for a selection of objects of `types`. */
export function scopeFits(
  scope: SelectionScope | undefined,
  types: readonly DesignObject['type'][],
): boolean {
  if (!scope) return true;
  if (!COUNT_TESTS[scope.count](types.length)) return false;
  return !scope.types || types.every((type) => scope.types!.includes(type));
}

export class CommandRegistry {
  private readonly commands = new Map<string, Command>();
  /** Shortcut id → the command that owns it. */
  private readonly owners = new Map<string, string>();

  register<Input>(definition: CommandDefinition<Input>): Command {
    if (definition.predicate && !definition.unavailable) {
      throw new TypeError(`"${definition.name}" has a predicate but does not say why it may not apply`);
    }
    if (definition.takesPayload && definition.shortcuts?.length) {
      throw new TypeError(`"${definition.name}" takes a payload, which a key press cannot give`);
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
      ...(definition as CommandDefinition<unknown>),
      labelKey: definition.labelKey ?? defaultLabelKey(definition.name),
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

  /**
   * The commands made for a selection of objects of `types` (one entry per selected object; [] for none):
   * those whose {@link SelectionScope} fits it and those that do not depend on the selection. With `menu`,
   * only that menu's, in its order. Whether each applies now is still its predicate's answer.
   */
  forSelection(types: readonly DesignObject['type'][], menu?: CommandMenu): Command[] {
    const fitting = this.all().filter((command) => scopeFits(command.selection, types));
    if (!menu) return fitting;
    return fitting
      .filter((command) => command.menus?.[menu])
      .sort((a, b) => a.menus![menu]!.rank - b.menus![menu]!.rank);
  }
}
