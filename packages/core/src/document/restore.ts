import { z } from 'zod';
import { CANVAS } from '../constants';
import { DEFAULT_LAYOUT_KEY, findLayout, getLayout } from '../layouts/catalogue';
import { DEFAULT_OBJECT_REGISTRY, type DesignObject, type ObjectRegistry } from '../objects/registry';
import { createDocument } from './create';
import { describeIssues } from './issues';
import { dropSingleMemberGroups, restoreGroupIds } from './restoreGroups';
import { DOCUMENT_MIGRATIONS, onePageToPages, upgrade } from './migrate';
import { FIRST_PAGE_ID, createPage } from './pages';
import { FIELD_LIMITS } from '../limits';
import { clipText } from '../text/clip';
import {
  DOCUMENT_VERSION,
  designDocumentSchema,
  documentSchemasFor,
  layoutRefSchema,
  pageSchema,
  viewportSchema,
  type DesignDocument,
  type DesignPage,
} from './schema';

export interface RestoreOptions {
  /**
   * Origins that are this site (e.g. "https://lienzo.example"): an asset URL on one of them is kept as
   * its path. Every other absolute URL is refused, so a document can never make the editor fetch abroad.
   */
  siteOrigins?: readonly string[];
  /** The object types a document may hold; the built-in ones by default. */
  objectTypes?: ObjectRegistry;
}

export interface RestoreResult {
  document: DesignDocument;
  /** One readable line per thing that was repaired, replaced or dropped ("objects.2: dropped …"). */
  warnings: string[];
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const ASSET_KEYS = new Set(['src', 'url']);
const MAX_DEPTH = 32;
const MAX_LIST = 10_000;
const MAX_OBJECTS = FIELD_LIMITS.objectsPerDesign;
const MAX_ID = 64;
/** Enough to explain any real document; a hostile one could otherwise produce millions. */
const MAX_WARNINGS = 500;

type Path = readonly (string | number)[];

/** What made a value unusable, `where` relative to the value being repaired. */
interface Problem {
  where: readonly string[];
  text: string;
}

type Repaired<T> = { ok: true; value: T } | { ok: false; problem: Problem };

function problemText(problem: Problem): string {
  return problem.where.length > 0 ? `${problem.where.join('.')} ${problem.text}` : problem.text;
}

function pathText(path: Path): string {
  return path.length === 0 ? '(document)' : path.join('.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short, safe rendering of a value for a warning. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function describeDefault(value: unknown): string {
  const json = JSON.stringify(value);
  return typeof value === 'object' && json.length <= 60 ? json : describe(value);
}

class Restorer {
  private readonly written: string[] = [];
  private unwritten = 0;

  readonly objectTypes: ObjectRegistry;
  readonly schemas: ReturnType<typeof documentSchemasFor>;

  constructor(private readonly options: RestoreOptions) {
    this.objectTypes = options.objectTypes ?? DEFAULT_OBJECT_REGISTRY;
    this.schemas = documentSchemasFor(this.objectTypes);
  }

  warn(path: Path, text: string): void {
    if (this.written.length < MAX_WARNINGS) this.written.push(`${pathText(path)}: ${text}`);
    else this.unwritten++;
  }

  get warnings(): string[] {
    return this.unwritten > 0 ? [...this.written, `and ${this.unwritten} more warnings`] : [...this.written];
  }

  /**
   * A plain JSON-like copy without prototype-polluting keys, cycles, functions or absurd depth, so
   * nothing later can be tricked by a hostile structure and assigning keys is always safe.
   */
  clean(value: unknown, path: Path, depth = 0, seen = new Set<object>()): unknown {
    if (value === null || value === undefined) return value;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value !== 'object') {
      this.warn(path, `removed ${describe(value)}`);
      return undefined;
    }
    if (seen.has(value)) {
      this.warn(path, 'removed a circular reference');
      return undefined;
    }
    if (depth >= MAX_DEPTH) {
      this.warn(path, `removed data nested deeper than ${MAX_DEPTH} levels`);
      return undefined;
    }
    seen.add(value);
    try {
      if (Array.isArray(value)) {
        if (value.length > MAX_LIST) this.warn(path, `kept the first ${MAX_LIST} of ${value.length} items`);
        return value
          .slice(0, MAX_LIST)
          .map((item, index) => this.clean(item, [...path, index], depth + 1, seen));
      }
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (UNSAFE_KEYS.has(key)) {
          this.warn([...path, key], 'removed an unsafe key');
          continue;
        }
        const item = (value as Record<string, unknown>)[key];
        copy[key] =
          ASSET_KEYS.has(key) && typeof item === 'string'
            ? this.sameSitePath(item, [...path, key])
            : this.clean(item, [...path, key], depth + 1, seen);
      }
      return copy;
    } finally {
      seen.delete(value);
    }
  }

  private sameSitePath(src: string, path: Path): string {
    const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?/i.exec(src);
    const origin = match?.[1]?.toLowerCase();
    if (!match || !origin) return src;
    const ours = (this.options.siteOrigins ?? []).some((allowed) => allowed.toLowerCase() === origin);
    if (!ours) return src;
    const local = match[2] ?? '/';
    this.warn(path, `${describe(src)} is on this site; kept it as ${describe(local)}`);
    return local;
  }

  /** The first problem zod found, told with the offending value: `"https://…" is not valid (must be …)`. */
  private reason(error: z.ZodError, value: unknown): Problem {
    const issue = error.issues[0];
    if (!issue) return { where: [], text: `${describe(value)} is not valid` };
    let found: unknown = value;
    for (const key of issue.path) {
      found = isRecord(found) || Array.isArray(found) ? found[key as never] : undefined;
    }
    return { where: issue.path.map(String), text: `${describe(found)} is not valid (${issue.message})` };
  }

  /**
   * A value this schema accepts, made from `value` by the gentlest repair that works: numbers written as
   * text are read as numbers, over-long text and lists are cut, objects and lists are repaired part by
   * part, and anything else falls back to the schema's default. `undefined` means "use the default".
   */
  repair(schema: z.ZodType, value: unknown, path: Path): Repaired<unknown> {
    const first = schema.safeParse(value);
    if (first.success) return { ok: true, value: first.data };

    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      const asNumber = schema.safeParse(Number(value));
      if (asNumber.success) {
        this.warn(path, `read ${describe(value)} as the number ${Number(value)}`);
        return { ok: true, value: asNumber.data };
      }
    }

    const tooBig = first.error.issues.find(
      (issue): issue is z.core.$ZodIssueTooBig => issue.code === 'too_big' && issue.path.length === 0,
    );
    if (
      tooBig &&
      (typeof value === 'string' || Array.isArray(value)) &&
      value.length > Number(tooBig.maximum)
    ) {
      const maximum = Number(tooBig.maximum);
      this.warn(path, `cut to the first ${maximum} ${typeof value === 'string' ? 'characters' : 'items'}`);
      // A text is cut between characters as a reader sees them (an emoji stays whole).
      const cut = typeof value === 'string' ? clipText(value, maximum) : value.slice(0, maximum);
      return this.repair(schema, cut, path);
    }

    const inner = unwrap(schema);
    if (inner instanceof z.ZodObject && isRecord(value)) {
      const parts = this.repairParts(inner, value, path);
      if (parts.ok) {
        const again = schema.safeParse(parts.value);
        if (again.success) return { ok: true, value: again.data };
      }
      return this.fallBack(schema, value, path, parts.ok ? this.reason(first.error, value) : parts.problem);
    }
    if (inner instanceof z.ZodArray && Array.isArray(value)) {
      const kept = value.flatMap((item, index) => {
        const repaired = this.repair(inner.element as z.ZodType, item, [...path, index]);
        if (repaired.ok) return [repaired.value];
        this.warn([...path, index], `dropped, ${problemText(repaired.problem)}`);
        return [];
      });
      const again = schema.safeParse(kept);
      if (again.success) return { ok: true, value: again.data };
    }
    return this.fallBack(schema, value, path, this.reason(first.error, value));
  }

  repairParts(
    schema: z.ZodObject,
    value: Record<string, unknown>,
    path: Path,
  ): Repaired<Record<string, unknown>> {
    const repaired: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      if (value[key] === undefined) continue;
      const part = this.repair(field as z.ZodType, value[key], [...path, key]);
      if (!part.ok) return { ok: false, problem: { ...part.problem, where: [key, ...part.problem.where] } };
      if (part.value !== undefined) repaired[key] = part.value;
    }
    return { ok: true, value: repaired };
  }

  private fallBack(schema: z.ZodType, value: unknown, path: Path, problem: Problem): Repaired<unknown> {
    const fallback = schema.safeParse(undefined);
    if (!fallback.success) return { ok: false, problem };
    const replacement =
      fallback.data === null || fallback.data === undefined
        ? 'removed it'
        : `used the default ${describeDefault(fallback.data)}`;
    this.warn(path, `${problemText(problem)}; ${replacement}`);
    return { ok: true, value: undefined };
  }
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (
    current instanceof z.ZodDefault ||
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** `withPages`: the input holds a page list, so a missing version is read as the current one, else as 1. */
function restoreVersion(restorer: Restorer, value: unknown, withPages: boolean): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    const read = withPages ? DOCUMENT_VERSION : 1;
    restorer.warn(['version'], `${describe(value)} is not a version number; read it as version ${read}`);
    return read;
  }
  if (value > DOCUMENT_VERSION) {
    restorer.warn(
      ['version'],
      `${value} is newer than this editor understands (${DOCUMENT_VERSION}); loaded what it could read`,
    );
    return DOCUMENT_VERSION;
  }
  return value;
}

function restoreLayout(restorer: Restorer, value: unknown): DesignDocument['layout'] {
  const parsed = layoutRefSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const record = isRecord(value) ? value : {};
  const known = typeof record.key === 'string' ? findLayout(record.key) : undefined;
  const dimension = (size: unknown) =>
    typeof size === 'number' && Number.isFinite(size) && size >= 1
      ? Math.min(Math.round(size), 20_000)
      : null;
  const width = dimension(record.width);
  const height = dimension(record.height);
  const fallback = known ?? getLayout(DEFAULT_LAYOUT_KEY);
  const layout =
    width && height && !known
      ? {
          key:
            typeof record.key === 'string' && record.key.length <= 100 && record.key ? record.key : 'custom',
          width,
          height,
          name: typeof record.name === 'string' ? record.name.slice(0, 200) : 'Custom Layout',
        }
      : { key: fallback.key, width: fallback.sizes[0], height: fallback.sizes[1], name: fallback.name };
  restorer.warn(
    ['layout'],
    `${value === undefined ? 'missing' : `${describe(value)} is not usable (${describeIssues(parsed.error, 1)})`}; used ${layout.key} ${layout.width}×${layout.height}`,
  );
  return layout;
}

function restoreViewport(
  restorer: Restorer,
  value: unknown,
  layout: DesignDocument['layout'],
): DesignDocument['viewport'] {
  const parsed = viewportSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const scale = CANVAS.initialScale;
  restorer.warn(
    ['viewport'],
    `${value === undefined ? 'missing' : `${describe(value)} is not usable`}; fitted it to the layout at scale ${scale}`,
  );
  return { width: layout.width * scale, height: layout.height * scale, scale };
}

function uniqueId(wanted: string, taken: Set<string>): string {
  const stem = wanted.slice(0, MAX_ID - 6) || 'object';
  for (let suffix = 2; ; suffix++) {
    const candidate = `${stem}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The object ids of the whole design: reserved up front, so a renamed duplicate never takes a later id. */
interface ObjectIds {
  taken: Set<string>;
  used: Set<string>;
}

function reserveObjectIds(pages: readonly unknown[]): ObjectIds {
  const taken = new Set<string>();
  for (const page of pages) {
    if (!isRecord(page) || !Array.isArray(page.objects)) continue;
    for (const item of page.objects.slice(0, MAX_OBJECTS)) {
      if (isRecord(item) && typeof item.id === 'string') taken.add(item.id);
    }
  }
  return { taken, used: new Set() };
}

function restoreObjects(
  restorer: Restorer,
  value: unknown,
  at: Path,
  ids: ObjectIds,
  room: number,
): DesignObject[] {
  const where = [...at, 'objects'];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    restorer.warn(where, `${describe(value)} is not a list; no objects kept`);
    return [];
  }
  if (value.length > room) {
    restorer.warn(
      where,
      `kept the first ${room} of ${value.length} objects (a design holds at most ${MAX_OBJECTS})`,
    );
  }
  const items = value.slice(0, room);
  const { taken, used } = ids;
  const objects: DesignObject[] = [];
  const paths: Path[] = [];
  const warn = (path: Path, text: string) => restorer.warn(path, text);
  items.forEach((item, index) => {
    const path = [...where, index];
    if (!isRecord(item)) {
      restorer.warn(path, `dropped ${describe(item)}, which is not an object`);
      return;
    }
    const info = restorer.objectTypes.get(item.type);
    if (!info) {
      restorer.warn(path, `dropped an object of unknown type ${describe(item.type)}`);
      return;
    }
    const record = info.migrations.reduce((migrated, migration) => migration.up(migrated), { ...item });
    const groupIds = restoreGroupIds(record.groupIds, [...path, 'groupIds'], warn);
    if (groupIds === undefined) delete record.groupIds;
    else record.groupIds = groupIds;
    const original = record.id;
    const usable = typeof original === 'string' && original.length > 0 && original.length <= MAX_ID;
    const repaired = restorer.repair(info.schema, { ...record, id: usable ? original : 'unset' }, path);
    if (!repaired.ok) {
      restorer.warn(path, `dropped the ${info.type}: ${problemText(repaired.problem)}`);
      return;
    }
    let id = usable ? original : uniqueId(info.type, taken);
    if (!usable) {
      restorer.warn([...path, 'id'], `${describe(original)} is not a usable id; gave it ${describe(id)}`);
    } else if (used.has(id)) {
      const fresh = uniqueId(id, taken);
      restorer.warn(
        [...path, 'id'],
        `${describe(id)} is already used by an earlier object; renamed it ${describe(fresh)}`,
      );
      id = fresh;
    }
    taken.add(id);
    used.add(id);
    (repaired.value as DesignObject).id = id;
    objects.push(repaired.value as DesignObject);
    paths.push(path);
  });
  dropSingleMemberGroups(objects, (index) => paths[index] ?? where, warn);
  return objects;
}

const DESIGN_FIELDS = ['name', 'timeline'] as const;
const PAGE_FIELDS = ['background', 'pattern', 'settings', 'duration', 'layoutBase'] as const;

/** A page id: the one given when it is usable and not taken by an earlier page, else the next free one. */
function restorePageId(restorer: Restorer, value: unknown, path: Path, taken: Set<string>): string {
  if (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID && !taken.has(value)) {
    return value;
  }
  let fresh = FIRST_PAGE_ID;
  for (let number = 2; taken.has(fresh); number++) fresh = `page-${number}`;
  const why = taken.has(value as string) ? 'is already used by an earlier page' : 'is not a usable page id';
  restorer.warn([...path, 'id'], `${describe(value)} ${why}; gave it ${describe(fresh)}`);
  return fresh;
}

function restorePages(restorer: Restorer, value: unknown): DesignPage[] {
  const limit = FIELD_LIMITS.pagesPerDesign;
  if (!Array.isArray(value) || value.length === 0) {
    restorer.warn(
      ['pages'],
      `${value === undefined ? 'missing' : Array.isArray(value) ? 'no pages' : `${describe(value)} is not a list`}; started one blank page`,
    );
    return [createPage(FIRST_PAGE_ID)];
  }
  if (value.length > limit) {
    restorer.warn(
      ['pages'],
      `kept the first ${limit} of ${value.length} pages (a design holds at most ${limit})`,
    );
  }
  const items = value.slice(0, limit);
  const objectIds = reserveObjectIds(items);
  const pageIds = new Set<string>();
  let room = MAX_OBJECTS;
  const pages: DesignPage[] = [];
  items.forEach((item, index) => {
    const path = ['pages', index];
    if (!isRecord(item)) {
      restorer.warn(path, `dropped ${describe(item)}, which is not a page`);
      return;
    }
    const id = restorePageId(restorer, item.id, path, pageIds);
    pageIds.add(id);
    const objects = restoreObjects(restorer, item.objects, path, objectIds, room);
    room -= objects.length;
    const page: Record<string, unknown> = { id, objects };
    for (const key of PAGE_FIELDS) {
      if (item[key] === undefined) continue;
      const repaired = restorer.repair(pageSchema.shape[key], item[key], [...path, key]);
      if (repaired.ok && repaired.value !== undefined) page[key] = repaired.value;
    }
    pages.push(restorer.schemas.page.parse(page));
  });
  if (pages.length === 0) {
    restorer.warn(['pages'], 'no page could be read; started one blank page');
    return [createPage(FIRST_PAGE_ID)];
  }
  return pages;
}

function restoreDocument(restorer: Restorer, input: unknown): DesignDocument {
  const cleaned = restorer.clean(input, []);
  if (!isRecord(cleaned)) {
    restorer.warn([], `${describe(cleaned)} is not a design document; started a blank design`);
    return createDocument();
  }
  let source: Record<string, unknown> = {
    ...cleaned,
    version: restoreVersion(restorer, cleaned.version, Array.isArray(cleaned.pages)),
  };
  const upgraded = upgrade(source, DOCUMENT_MIGRATIONS, DOCUMENT_VERSION);
  if (upgraded.ok) source = upgraded.document;
  else restorer.warn(['version'], `${upgraded.error}; loaded it as it is`);
  if (source.pages === undefined && source.objects !== undefined) {
    restorer.warn(['pages'], 'missing; read the objects at the top as the one page');
    source = onePageToPages(source);
  }

  const layout = restoreLayout(restorer, source.layout);
  const document: Record<string, unknown> = {
    version: DOCUMENT_VERSION,
    layout,
    viewport: restoreViewport(restorer, source.viewport, layout),
    pages: restorePages(restorer, source.pages),
  };
  for (const key of DESIGN_FIELDS) {
    if (source[key] === undefined) continue;
    const repaired = restorer.repair(designDocumentSchema.shape[key], source[key], [key]);
    if (repaired.ok && repaired.value !== undefined) document[key] = repaired.value;
  }
  return restorer.schemas.document.parse(document);
}

/**
 * Reads any stored, pasted or received design into a valid document (Excalidraw's `restore`): fills
 * defaults, repairs or drops what is broken with one warning each, and never throws. Use it at every
 * boundary where a document comes in; `migrate` is the strict variant that refuses instead.
 */
export function restore(input: unknown, options: RestoreOptions = {}): RestoreResult {
  const restorer = new Restorer(options);
  try {
    const document = restoreDocument(restorer, input);
    return { document, warnings: restorer.warnings };
  } catch (cause) {
    restorer.warn(
      [],
      `could not be read (${cause instanceof Error ? cause.message : String(cause)}); started a blank design`,
    );
    return { document: createDocument(), warnings: restorer.warnings };
  }
}
