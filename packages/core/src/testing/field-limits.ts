// The length limits a zod schema declares, read from its JSON Schema (zod's own `toJSONSchema`), so tests can
// try every limited text and list at its limit and one over without listing the fields by hand.
import { z } from 'zod';
import { ONE_EACH_STICKERS } from '../objects/instagram-rules';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
};

export type FieldKind = 'string' | 'array' | 'record';

/** A text, list or map of a schema: `key` spells its place generically ("objects.*.<pz-text>.text"). */
export interface SchemaField {
  key: string;
  kind: FieldKind;
  max: number | undefined;
}

/** A limited field present in a sample value, at a concrete `path`. */
export interface LimitCase extends SchemaField {
  path: (string | number)[];
  max: number;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typesOf(node: JsonSchema): string[] {
  if (node.type === undefined) return [];
  return Array.isArray(node.type) ? node.type : [node.type];
}

/** The discriminator label of a union branch ("<pz-text>"), or "" for a branch without one. */
function branchLabel(node: JsonSchema): string {
  const type = node.properties?.type;
  return typeof type?.const === 'string' ? `<${type.const}>` : '';
}

function join(key: string, part: string): string {
  return key === '' ? part : `${key}.${part}`;
}

function isFixedText(node: JsonSchema): boolean {
  return node.enum !== undefined || node.const !== undefined;
}

/** Every text, list and map in `schema` with the limit it declares (undefined when it declares none). */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const fields: SchemaField[] = [];
  const visit = (node: JsonSchema, key: string): void => {
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) {
      visit(branch, join(key, branchLabel(branch)).replace(/\.$/, ''));
    }
    const types = typesOf(node);
    if (types.includes('string') && !isFixedText(node)) {
      fields.push({ key, kind: 'string', max: node.maxLength });
    }
    if (types.includes('array')) {
      fields.push({ key, kind: 'array', max: node.maxItems });
      if (node.items) visit(node.items, join(key, '*'));
    }
    if (types.includes('object')) {
      for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, join(key, name));
      if (typeof node.additionalProperties === 'object') {
        // A map: its size is bounded by a limit on the count or on the keys' spelling (e.g. /^\d{1,3}$/).
        const keys = node.propertyNames;
        const bounded =
          node.maxProperties ?? (keys?.maxLength !== undefined || keys?.pattern ? 1 : undefined);
        fields.push({ key, kind: 'record', max: bounded });
        visit(node.additionalProperties, join(key, '*'));
      }
    }
  };
  visit(jsonSchemaOf(schema), '');
  return fields;
}

function matchingBranch(node: JsonSchema, value: unknown): JsonSchema | undefined {
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const wanted = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return branches.find((branch) => typesOf(branch).includes(wanted === 'number' ? 'number' : wanted));
  }
  const type = (value as { type?: unknown }).type;
  return (
    branches.find((branch) => branch.properties?.type?.const === type) ??
    branches.find((branch) => typesOf(branch).includes('object'))
  );
}

/** The limited texts and lists that `sample` (a valid value of `schema`) holds, each at its concrete path. */
export function limitCases(schema: z.ZodType, sample: unknown): LimitCase[] {
  const cases: LimitCase[] = [];
  const visit = (node: JsonSchema, value: unknown, key: string, path: (string | number)[]): void => {
    if (node.anyOf || node.oneOf) {
      const branch = matchingBranch(node, value);
      if (branch) visit(branch, value, join(key, branchLabel(branch)).replace(/\.$/, ''), path);
      return;
    }
    if (typeof value === 'string' && !isFixedText(node) && node.maxLength !== undefined) {
      cases.push({ key, kind: 'string', max: node.maxLength, path });
    }
    if (Array.isArray(value)) {
      if (node.maxItems !== undefined) cases.push({ key, kind: 'array', max: node.maxItems, path });
      value.forEach((item, index) => node.items && visit(node.items, item, join(key, '*'), [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        const childNode =
          node.properties?.[name] ??
          (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
        if (childNode)
          visit(childNode, child, join(key, node.properties?.[name] ? name : '*'), [...path, name]);
      }
    }
  };
  visit(jsonSchemaOf(schema), sample, '', []);
  return cases;
}

/** A copy of `value` with `replacement` at `path`. */
export function withValueAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((current, part) => (current as Record<string | number, unknown>)[part], value);
}

/** `text` grown or cut to exactly `length` code points (as zod counts a text's length) with `pad`. */
function padded(text: string, length: number, pad: string): string {
  const points = [...text];
  return points.length >= length
    ? points.slice(0, length).join('')
    : text + pad.repeat(length - points.length);
}

/** Copies of a list's items to make `count` of them, ids and strings made distinct so that uniqueness holds. */
/** A design holds one of each of these stickers (SPEC §5): a grown list of objects must not copy them. */
function isOneEachSticker(item: unknown): boolean {
  const kind = (item as { instagram?: { type?: unknown } } | null)?.instagram?.type;
  return (ONE_EACH_STICKERS as readonly unknown[]).includes(kind);
}

function grownList(items: readonly unknown[], count: number): unknown[] {
  const repeatable = items.filter((item) => !isOneEachSticker(item));
  const copies = repeatable.length > 0 ? repeatable : items;
  return Array.from({ length: count }, (_, index) => {
    if (index < items.length) return items[index];
    const item = copies[index % copies.length];
    if (typeof item === 'string') return `${item}${index}`;
    if (item !== null && typeof item === 'object' && 'id' in item)
      return { ...item, id: `${String(item.id)}-${index}` };
    return item;
  });
}

/**
 * Values of `length` for the field at `limitCase.path` in `sample`, most likely valid first: a text is padded
 * with its own last character, then letters and digits (so "YES" stays upper case and "#LIENZO" a hashtag), a
 * list grows with copies of its items (never of a one-of-a-kind sticker).
 */
export function candidatesOfLength(sample: unknown, limitCase: LimitCase, length: number): unknown[] {
  const current = valueAt(sample, limitCase.path);
  if (limitCase.kind === 'array') {
    const items = current as unknown[];
    return items.length === 0 ? [] : [grownList(items, length)];
  }
  const text = current as string;
  const last = text.at(-1) ?? 'a';
  const pads = [/^[\x20-\x7e]$/.test(last) ? last : 'a', 'A', 'a', '1'];
  return [...new Set(pads)].map((pad) => padded(text, length, pad));
}
