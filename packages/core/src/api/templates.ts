// Templates (SPEC §3 "Template category", §7 `GET /api/discover`, `GET /api/template/{hash}`) and the
// template categories of the editor's browser (`GET /api/editor/templateCategories`, our extension).
import type { Layout } from '../layouts/catalogue';
import type { DesignRecord, PostType } from './contract';

/** The kinds of template the browser filters by. */
export const TEMPLATE_TYPES = ['stories', 'post', 'profile', 'header'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

const TEMPLATE_TYPE_BY_GROUP: Partial<Record<Layout['group'], TemplateType>> = {
  stories: 'stories',
  posts: 'post',
  profile: 'profile',
  headers: 'header',
};

/** A template's type from its layout's interface group; '' for groups templates do not come in. */
export function templateTypeOf(layout: Pick<Layout, 'group'>): TemplateType | '' {
  return TEMPLATE_TYPE_BY_GROUP[layout.group] ?? '';
}

export const TEMPLATES_PAGE_SIZE = 20;

/** SPEC §3 "Template category", as the editor lists it (only visible ones, by position). */
export interface TemplateCategory {
  id: number;
  name: string;
  name_es: string;
  position: number;
}

/** One template of GET /api/discover. */
export interface TemplateSummary {
  id: number;
  hash: string;
  image: string;
  title: string;
  post_type: PostType;
  layout: string;
  network: string;
  type: string;
  category_id: number | null;
  width: number;
  height: number;
  created_at: string;
}

/** GET /api/template/{hash}: the template as getEditorByHash answers it, with its category, type and network. */
export interface TemplateRecord extends DesignRecord {
  network: string;
  type: string;
  category_id: number | null;
}
