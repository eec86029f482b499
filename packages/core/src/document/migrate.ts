import { DOCUMENT_VERSION, designDocumentSchema, type DesignDocument } from './schema';
import { describeIssues } from './issues';
import { FIRST_PAGE_ID } from './pages';

/** A named step that upgrades a document from version `from` to `from + 1`. */
export interface DocumentMigration {
  name: string;
  from: number;
  up: (document: Record<string, unknown>) => Record<string, unknown>;
}

/** The fields a version-1 document held at its top that belong to a page from version 2 on. */
const PAGE_FIELDS = ['background', 'pattern', 'settings', 'objects', 'layoutBase'] as const;

/**
 * Version 1 → 2 (issue 23): the one-page design's objects, background, pattern, settings, reflow bases and
 * timeline length become its first page; its layout, viewport, name and track stay with the design.
 * Fields that were absent stay absent, so the schema's defaults fill them as they did before.
 */
export function onePageToPages(document: Record<string, unknown>): Record<string, unknown> {
  const design: Record<string, unknown> = {};
  const page: Record<string, unknown> = { id: FIRST_PAGE_ID };
  for (const [key, value] of Object.entries(document)) {
    if ((PAGE_FIELDS as readonly string[]).includes(key)) page[key] = value;
    else design[key] = value;
  }
  const timeline = document.timeline;
  if (isRecord(timeline)) {
    const { duration, ...kept } = timeline;
    if (duration !== undefined) page.duration = duration;
    design.timeline = kept;
  }
  return { ...design, pages: [page] };
}

/** The registered upgrades, oldest first. */
export const DOCUMENT_MIGRATIONS: readonly DocumentMigration[] = [
  { name: 'pages', from: 1, up: onePageToPages },
];

export type UpgradeResult =
  { ok: true; document: Record<string, unknown>; applied: string[] } | { ok: false; error: string };

export type MigrateResult =
  { ok: true; document: DesignDocument; applied: string[] } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs the chain of migrations from the document's version up to `targetVersion`, never throwing. */
export function upgrade(
  input: unknown,
  migrations: readonly DocumentMigration[],
  targetVersion: number,
): UpgradeResult {
  if (!isRecord(input)) return { ok: false, error: 'the design document must be a JSON object' };
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'version: must be a whole number of at least 1' };
  }
  if (version > targetVersion) {
    return {
      ok: false,
      error: `version: ${version} is newer than this editor understands (${targetVersion})`,
    };
  }
  let document = input;
  const applied: string[] = [];
  for (let current = version; current < targetVersion; current++) {
    const step = migrations.find((migration) => migration.from === current);
    if (!step) return { ok: false, error: `version: no migration from ${current} to ${current + 1}` };
    try {
      document = { ...step.up(document), version: current + 1 };
    } catch (cause) {
      return { ok: false, error: `migration ${step.name} failed: ${(cause as Error).message}` };
    }
    applied.push(step.name);
  }
  return { ok: true, document, applied };
}

/**
 * Brings any stored or received document to the current version and validates it strictly.
 * It never throws: a document it cannot accept comes back as `{ok: false, error}` with a readable reason.
 */
export function migrate(input: unknown): MigrateResult {
  const upgraded = upgrade(input, DOCUMENT_MIGRATIONS, DOCUMENT_VERSION);
  if (!upgraded.ok) return upgraded;
  const parsed = designDocumentSchema.safeParse(upgraded.document);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error) };
  return { ok: true, document: parsed.data, applied: upgraded.applied };
}
