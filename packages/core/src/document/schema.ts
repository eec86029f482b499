import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_BACKGROUND_COLOR, TIMELINE } from '../constants';
import { cssColor } from '../colour';
import { DEFAULT_OBJECT_REGISTRY, designObjectSchema, type ObjectRegistry } from '../objects/registry';
import { assetSrc } from '../asset-src';
import { layoutBaseSchema } from './layout-base';

export { assetSrc, isSameSitePath } from '../asset-src';
export { layoutBaseEntrySchema, layoutBaseSchema, type LayoutBaseEntry } from './layout-base';

/** 2: pages (issue 23). Version 1 held one page's fields at the top; see the `pages` migration. */
export const DOCUMENT_VERSION = 2;

const finite = z.number().finite();
const dimension = z.number().int().positive().max(20_000);

export const layoutRefSchema = z.object({
  key: z.string().min(1).max(FIELD_LIMITS.layoutKey),
  width: dimension,
  height: dimension,
  name: z.string().max(FIELD_LIMITS.displayName),
});

export const viewportSchema = z.object({
  width: finite.positive(),
  height: finite.positive(),
  scale: finite.positive(),
});

export const backgroundSchema = z.object({
  color: cssColor.default(DEFAULT_BACKGROUND_COLOR),
  image: z
    .object({ src: assetSrc, offsetX: finite.default(0), offsetY: finite.default(0) })
    .nullable()
    .default(null),
});

export const patternSchema = z.object({ src: assetSrc, zoom: finite.positive().default(100) });

/** Background image adjustments of SPEC §3 "Canvas settings". */
export const settingsSchema = z.object({
  overlayColor: cssColor.nullable().default(null),
  overlayOpacity: finite.min(0).max(100).default(0),
  darkness: finite.min(0).max(100).default(0),
  brightness: finite.min(0).max(100).default(0),
  blur: finite.min(0).max(100).default(0),
  zoomImage: finite.min(100).max(500).default(100),
  preset: z
    .object({ name: z.string().max(FIELD_LIMITS.presetName), value: z.string().max(FIELD_LIMITS.presetName) })
    .nullable()
    .default(null),
});

/** A scene's length in video mode, in seconds. */
export const pageDurationSchema = finite.positive().max(600);

/** What every design has once, whatever page is shown: the track under its video. */
export const timelineSchema = z.object({
  audio: z
    .object({ name: z.string().max(FIELD_LIMITS.displayName), src: assetSrc })
    .nullable()
    .default(null),
});

/** One page of a design (a carousel's picture, a scene of its video): its own objects, background and settings. */
function pageSchemaOf(objectSchema: typeof designObjectSchema) {
  return z.object({
    id: z.string().min(1).max(FIELD_LIMITS.pageId),
    background: backgroundSchema.default({ color: DEFAULT_BACKGROUND_COLOR, image: null }),
    pattern: patternSchema.nullable().default(null),
    settings: settingsSchema.default(() => settingsSchema.parse({})),
    /** How long this page plays in video mode (the design's whole timeline when it has one page). */
    duration: pageDurationSchema.default(TIMELINE.defaultDuration),
    objects: z.array(objectSchema).max(FIELD_LIMITS.objectsPerDesign).default([]),
    /** The geometry each object is reflowed from on a layout change (see layout-base.ts). */
    layoutBase: layoutBaseSchema.optional(),
  });
}

export const pageSchema = pageSchemaOf(designObjectSchema);

/**
 * Pages reference nothing but their own objects, so what ties them together is their ids: a page id and an
 * object id name one thing in the whole design (selection, clipboard and history find objects by id).
 */
function checkPages(pages: readonly DesignPage[], context: z.RefinementCtx): void {
  const pageIds = new Set<string>();
  const objectIds = new Set<string>();
  let objects = 0;
  pages.forEach((page, index) => {
    if (pageIds.has(page.id)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `the page id "${page.id}" is used twice`,
      });
    }
    pageIds.add(page.id);
    page.objects.forEach((object, at) => {
      if (objectIds.has(object.id)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'objects', at, 'id'],
          message: `the object id "${object.id}" is used twice`,
        });
      }
      objectIds.add(object.id);
    });
    objects += page.objects.length;
  });
  if (objects > FIELD_LIMITS.objectsPerDesign) {
    context.addIssue({
      code: 'custom',
      path: [],
      message: `${objects} objects on the pages together, at most ${FIELD_LIMITS.objectsPerDesign}`,
    });
  }
}

function documentSchemaOf(objectSchema: typeof designObjectSchema) {
  const pages = pageSchemaOf(objectSchema);
  return {
    page: pages,
    document: z.object({
      version: z.literal(DOCUMENT_VERSION),
      layout: layoutRefSchema,
      viewport: viewportSchema,
      name: z.string().max(FIELD_LIMITS.displayName).default(''),
      timeline: timelineSchema.default(() => timelineSchema.parse({})),
      pages: z
        .array(pages)
        .min(1, 'a design has at least one page')
        .max(FIELD_LIMITS.pagesPerDesign, `a design has at most ${FIELD_LIMITS.pagesPerDesign} pages`)
        .superRefine(checkPages),
    }),
  };
}

const builtIn = documentSchemaOf(designObjectSchema);
export const designDocumentSchema = builtIn.document;
export const pagesSchema = designDocumentSchema.shape.pages;

export interface DocumentSchemas {
  page: typeof pageSchema;
  document: typeof designDocumentSchema;
}

const schemasByRegistry = new WeakMap<ObjectRegistry, DocumentSchemas>([
  [DEFAULT_OBJECT_REGISTRY, { page: pageSchema, document: designDocumentSchema }],
]);

/** The page and document schemas that hold the object types of `registry`. */
export function documentSchemasFor(registry: ObjectRegistry): DocumentSchemas {
  let schemas = schemasByRegistry.get(registry);
  if (!schemas) {
    schemas = documentSchemaOf(registry.objectSchema);
    schemasByRegistry.set(registry, schemas);
  }
  return schemas;
}

export type DesignPage = z.infer<typeof pageSchema>;
export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;

/**
 * One page seen as a one-page design: the design's layout, viewport, name and track with the page's
 * objects, background, pattern, settings and length. The editor draws and edits a page in this shape
 * (it is the shape of a version-1 document), and a single page exports from it.
 */
export interface PageDocument
  extends Omit<DesignDocument, 'pages' | 'timeline'>, Omit<DesignPage, 'id' | 'duration'> {
  /** The page's id in its design. */
  pageId: string;
  timeline: { duration: number; audio: DesignDocument['timeline']['audio'] };
}
