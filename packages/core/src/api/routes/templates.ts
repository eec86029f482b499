// Templates for everyone (SPEC §3 "Template category", §7 `GET /api/discover`, `GET /api/template/{hash}`;
// the browser's categories extend §7).
import { z } from 'zod';
import { POST_TYPES } from '../contract';
import { discoverQuerySchema, templateQuerySchema } from '../template-queries';
import { designRecordSchema } from './designs';
import { defineRoute } from './define';

/** SPEC §3 "Template category", as the editor lists it (only visible ones, by position). */
export const templateCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_es: z.string(),
  position: z.number().int(),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** One template of GET /api/discover. */
export const templateSummarySchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  image: z.string(),
  title: z.string(),
  post_type: z.enum(POST_TYPES),
  layout: z.string(),
  network: z.string(),
  type: z.string(),
  category_id: z.number().int().nullable(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /api/template/{hash}: the template as getEditorByHash answers it, with its category, type and network. */
export const templateRecordSchema = designRecordSchema.extend({
  network: z.string(),
  type: z.string(),
  category_id: z.number().int().nullable(),
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;

export const discoverRoute = defineRoute({
  method: 'GET',
  path: '/api/discover',
  summary: 'Templates by type, category and network in a language, 20 a page (data is a list)',
  signedIn: false,
  rateLimited: false,
  query: discoverQuerySchema,
  answer: z.array(templateSummarySchema),
});

export const templateRoute = defineRoute({
  method: 'GET',
  path: '/api/template/{hash}',
  summary: 'A template by its hash, in a language',
  signedIn: false,
  rateLimited: false,
  // At most the router's own limit on a path parameter (Fastify's maxParamLength, 100): a longer one never gets here.
  params: z.object({ hash: z.string().max(100) }),
  query: templateQuerySchema,
  answer: templateRecordSchema,
  failures: [404],
});

export const templateCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/templateCategories',
  summary: 'The visible template categories, by position',
  signedIn: false,
  rateLimited: false,
  answer: z.object({ items: z.array(templateCategorySchema) }),
});
