import { z } from 'zod';
import type { ToolbarId } from './toolbars';
import type { AnyObjectTypeDefinition, InitialSize } from './object-type';
import { pzTextType } from './pz-text';
import { pzFtextType } from './pz-ftext';
import { pzVectorType } from './pz-vector';
import { pzImageType } from './pz-image';
import { pzIllustrationType } from './pz-illustration';
import { pzButtonType } from './pz-button';
import { pzPollType } from './pz-poll';
import { pzQuestionType } from './pz-question';
import { pzSliderType } from './pz-slider';

/**
 * The one list of object types a document may hold (SPEC §3 Layer settings). A new type is a module beside
 * this one that exports its definition (`defineObjectType`) and an entry here; nothing else in core changes.
 */
export const OBJECT_TYPE_LIST = [
  pzTextType,
  pzFtextType,
  pzVectorType,
  pzImageType,
  pzIllustrationType,
  pzButtonType,
  pzPollType,
  pzQuestionType,
  pzSliderType,
] as const;

type BuiltInDefinition = (typeof OBJECT_TYPE_LIST)[number];
type SchemasOf<List extends readonly AnyObjectTypeDefinition[]> = {
  [Index in keyof List]: List[Index]['schema'];
};

function unionOf<List extends readonly [AnyObjectTypeDefinition, ...AnyObjectTypeDefinition[]]>(list: List) {
  return z.discriminatedUnion(
    'type',
    list.map((definition) => definition.schema) as unknown as SchemasOf<List>,
  );
}

/** Every object a document can hold, discriminated by `type`. */
export const designObjectSchema = unionOf(OBJECT_TYPE_LIST);
export type DesignObject = z.infer<typeof designObjectSchema>;
export type DesignObjectType = DesignObject['type'];
export type DesignObjectOf<Type extends DesignObjectType> = Extract<DesignObject, { type: Type }>;
export const OBJECT_TYPES: readonly DesignObjectType[] = OBJECT_TYPE_LIST.map(
  (definition) => definition.type,
);

export type RegisteredObjectType = DesignObjectType;
export type RegisteredObjectOf<Type extends RegisteredObjectType> = DesignObjectOf<Type>;
export type RegisteredObject = DesignObject;
export type ObjectTypeInfo<Type extends DesignObjectType = DesignObjectType> = Extract<
  BuiltInDefinition,
  { type: Type }
>;

/** What the editor needs to know about each built-in object type, looked up by `type`. */
export const OBJECT_TYPE_INFO = Object.fromEntries(
  OBJECT_TYPE_LIST.map((definition) => [definition.type, definition]),
) as { readonly [Type in DesignObjectType]: ObjectTypeInfo<Type> };

/**
 * A set of object types that documents are read and checked against (tldraw's `createTLSchema({shapes})`):
 * the built-in list by default, or that list and more for an editor that registers its own types.
 */
export interface ObjectRegistry {
  readonly types: readonly AnyObjectTypeDefinition[];
  /** The definition of `type`, or undefined when this registry does not know it. */
  get(type: unknown): AnyObjectTypeDefinition | undefined;
  /** Checks a record of any of its types. Typed as the built-in union, which every registry includes. */
  readonly objectSchema: typeof designObjectSchema;
}

function registryOf(
  types: readonly AnyObjectTypeDefinition[],
  objectSchema: typeof designObjectSchema,
): ObjectRegistry {
  const byType = new Map(types.map((definition) => [definition.type, definition]));
  if (byType.size !== types.length) throw new RangeError('An object type is registered twice');
  return {
    types,
    get: (type) => (typeof type === 'string' ? byType.get(type) : undefined),
    objectSchema,
  };
}

export const DEFAULT_OBJECT_REGISTRY: ObjectRegistry = registryOf(OBJECT_TYPE_LIST, designObjectSchema);

/** A registry of the built-in types and `extra` ones; throws if a type name is taken. */
export function createObjectRegistry(extra: readonly AnyObjectTypeDefinition[]): ObjectRegistry {
  if (extra.length === 0) return DEFAULT_OBJECT_REGISTRY;
  const types = [...OBJECT_TYPE_LIST, ...extra] as const;
  return registryOf(types, unionOf(types) as unknown as typeof designObjectSchema);
}

/** The toolbar shown for a selected object: buttons pick theirs by Instagram type (SPEC §2). */
export function toolbarOf(object: DesignObject): ToolbarId;
/** The toolbar id a registry's type names for a selected object (a registered type may name its own). */
export function toolbarOf(object: { type: string }, registry: ObjectRegistry): string;
export function toolbarOf(
  object: { type: string },
  registry: ObjectRegistry = DEFAULT_OBJECT_REGISTRY,
): string {
  const definition = registry.get(object.type);
  if (!definition) throw new RangeError(`Unknown object type ${object.type}`);
  return definition.toolbarOf?.(object) ?? definition.toolbar;
}

/** The scale a new object starts at for an initial size rule (see {@link initialScaleFor}). */
export function initialScaleOf(
  size: InitialSize,
  naturalWidth: number,
  canvasWidth: number,
  options: { sticker?: boolean } = {},
): number {
  if (size.kind === 'scale') return size.scale;
  if (!(naturalWidth > 0) || !Number.isFinite(naturalWidth)) return 1;
  if (size.kind === 'width') return size.width / naturalWidth;
  if (size.kind === 'canvas-width') {
    const target = options.sticker ? size.stickerWidth : (canvasWidth * size.percent) / 100;
    return target > 0 ? target / naturalWidth : 1;
  }
  return 1;
}

/**
 * The scale a new object starts at, from the size its content has (an SVG's or a picture's own width)
 * and the canvas width: vectors 150 px wide, illustrations and stickers 100 px, images 80 % of the
 * canvas, polls 0.15, questions and sliders 0.17 (SPEC §9).
 */
export function initialScaleFor(
  type: RegisteredObjectType,
  naturalWidth: number,
  canvasWidth: number,
  options: { sticker?: boolean } = {},
): number {
  return initialScaleOf(OBJECT_TYPE_INFO[type].initialSize, naturalWidth, canvasWidth, options);
}

/** A complete new record of `type` at a place, with any overrides; throws if the overrides are invalid. */
export function createObject<Type extends RegisteredObjectType>(
  type: Type,
  init: { id: string; left: number; top: number } & Partial<Omit<RegisteredObjectOf<Type>, 'type'>>,
): RegisteredObjectOf<Type> {
  return createRecord(OBJECT_TYPE_INFO[type], init) as RegisteredObjectOf<Type>;
}

/** A complete new record of a definition's type, defaults first; throws if the overrides are invalid. */
export function createRecord(
  definition: AnyObjectTypeDefinition,
  init: { id: string; left: number; top: number } & Record<string, unknown>,
): DesignObject {
  return definition.schema.parse({
    ...definition.defaults(),
    ...init,
    type: definition.type,
  }) as DesignObject;
}
