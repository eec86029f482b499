import type { z } from 'zod';
import type { InstagramStickerType } from './instagram';
import type { NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';

/** How a new object is first sized on the canvas (SPEC §9 "Default scales"). */
export type InitialSize =
  | { kind: 'width'; width: number }
  | { kind: 'scale'; scale: number }
  | { kind: 'canvas-width'; percent: number; stickerWidth: number }
  | { kind: 'natural' };

/**
 * A named rewrite of a record that older editors stored loosely into its current form (tldraw's shape
 * migrations). Records carry no version, so `up` must leave a record already in the current form as it is:
 * `restore` runs every migration of the type on every record.
 */
export interface ObjectMigration {
  name: string;
  up: (record: Record<string, unknown>) => Record<string, unknown>;
}

/** An object record's schema: a zod object whose `type` is one literal. */
export type ObjectSchema<Type extends string = string> = z.ZodObject<
  { type: z.ZodLiteral<Type> } & z.ZodRawShape
>;

/** Everything the domain knows about one object type; its module exports one (tldraw's TLShape + props). */
export interface ObjectTypeDefinition<
  Type extends string = string,
  Schema extends ObjectSchema<Type> = ObjectSchema<Type>,
> {
  type: Type;
  schema: Schema;
  /**
   * The toolbar shown when one object of this type is selected: one of SPEC §2's for the built-in types, any
   * id a web toolbar list registers for a type added later.
   */
  toolbar: ToolbarId | (string & {});
  /** The toolbar for a given record, when it depends on more than the type (buttons: by Instagram type). */
  toolbarOf?: (record: z.output<Schema>) => ToolbarId | (string & {});
  /** Every property a record of this type serialises, geometry and animation included. */
  properties: readonly string[];
  /** A new object's properties; the caller places it (left, top) and gives it an id. */
  defaults: () => NewObjectProps<Schema>;
  initialSize: InitialSize;
  /** The Instagram stickers it publishes as, when it is one. */
  instagram: readonly InstagramStickerType[];
  /** Run by `restore` in order on every record of this type before it is validated. */
  migrations: readonly ObjectMigration[];
}

/** Any object type's definition, as the registry holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own schema type
export type AnyObjectTypeDefinition = ObjectTypeDefinition<string, any>;

/** Checks a definition's parts against each other at compile time and returns it. */
export function defineObjectType<Type extends string, Schema extends ObjectSchema<Type>>(
  definition: ObjectTypeDefinition<Type, Schema>,
): ObjectTypeDefinition<Type, Schema> {
  return definition;
}
