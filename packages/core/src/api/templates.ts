// Templates (SPEC §3 "Template category", §7 `GET /api/discover`, `GET /api/template/{hash}`) and the
// template categories of the editor's browser (`GET /api/editor/templateCategories`, our extension).
import type { Layout } from '../layouts/catalogue';

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
