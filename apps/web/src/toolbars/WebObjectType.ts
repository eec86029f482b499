import type { ComponentType } from 'react';
import type { DesignObjectOf, DesignObjectType } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';

/** What the toolbar of one selected object is given. */
export interface ObjectToolbarProps<Record> {
  engine: Engine;
  object: Record;
}

/** A button of the insert menu (the Instagram drawer's elements) that adds an object of its type. */
export interface InsertEntry {
  /** The i18n key of the button's label. */
  labelKey: string;
  /**
   * Adds the object through an engine command (`engine.execute`), with its words in the interface language,
   * selected: its id, or null when the command refused it.
   */
  insert: (engine: Engine, translate: (key: string) => string) => string | null;
}

/**
 * One object type as the web app knows it (beside core's definition and the editor's shape): the toolbar
 * shown when one object of it is selected, and the insert menu's buttons for it. Each `toolbars/<type>/`
 * folder exports one.
 */
export interface WebObjectType<Record extends { type: string }> {
  type: Record['type'];
  /**
   * Loaded in its own chunk (`lazyNamed`) for a built-in type, so that the insert menu, which lists these
   * entries, does not bring every toolbar and the editor with it.
   */
  Toolbar: ComponentType<ObjectToolbarProps<Record>> & { preload?: () => Promise<unknown> };
  /** None for the types added from a catalogue of their own (texts, pictures, icons and illustrations). */
  inserts: readonly InsertEntry[];
}

/** Any object type's web entry, as the list holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own record type
export type AnyWebObjectType = WebObjectType<any>;

/** Checks a built-in type's entry against core's record of that type and returns it. */
export function defineWebObjectType<Type extends DesignObjectType>(
  entry: WebObjectType<DesignObjectOf<Type>>,
): WebObjectType<DesignObjectOf<Type>> {
  return entry;
}
