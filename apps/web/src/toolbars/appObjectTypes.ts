import type { EditorObjectType } from '@lienzo/editor';
import { WEB_OBJECT_TYPES } from './registry';
import type { AnyWebObjectType } from './WebObjectType';

/**
 * An object type added to the built-in ones, in each of the three lists: core's definition and the editor's
 * shape (`editor`), and the web app's toolbar and insert buttons (`web`).
 */
export interface ObjectTypeExtension {
  editor: EditorObjectType;
  web: AnyWebObjectType;
}

let added: readonly ObjectTypeExtension[] = [];

/** Every object type the web app shows: the built-in list, then the added ones. */
export function webObjectTypes(): readonly AnyWebObjectType[] {
  return [...WEB_OBJECT_TYPES, ...added.map((extension) => extension.web)];
}

/** The web entry of `type`, or undefined when the app does not know it. */
export function webObjectTypeOf(type: string): AnyWebObjectType | undefined {
  return webObjectTypes().find((entry) => entry.type === type);
}

/** The editor types the engine is mounted with besides the built-in ones (see startEngine). */
export function addedEditorObjectTypes(): readonly EditorObjectType[] {
  return added.map((extension) => extension.editor);
}

/**
 * The one place object types are added to the app (an embedding page's, or a test's), before the editor
 * mounts: the engine then draws, saves and loads them, the toolbar host shows their toolbars and the insert
 * menu lists their buttons. Throws when an extension's parts name different types or a type is known already.
 */
export function addObjectTypes(extensions: readonly ObjectTypeExtension[]): void {
  for (const extension of extensions) {
    const { type } = extension.web;
    if (extension.editor.definition.type !== type) {
      throw new RangeError(
        `The editor and web parts name different types: ${extension.editor.definition.type}, ${type}`,
      );
    }
    if (webObjectTypeOf(type)) throw new RangeError(`An object type is registered twice: ${type}`);
    added = [...added, extension];
  }
}
