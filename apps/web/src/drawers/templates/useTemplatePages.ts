import { useCallback } from 'react';
import { TEMPLATES_PAGE_SIZE, type TemplateSummary } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { usePages } from '../shared/usePages';
import type { TemplateFilterValues } from './TemplateFilters';

/**
 * The templates of GET /api/discover matching the filters, a page at a time (the drawer, the discover board),
 * in the interface language: a new language lists them again with their titles and pictures in it.
 */
export function useTemplatePages(filters: TemplateFilterValues) {
  const lang = useAppStore((state) => state.lang);
  const fetcher = useCallback(
    (page: number): Promise<TemplateSummary[]> =>
      api.discover({
        page,
        lang,
        type: filters.type || undefined,
        category: filters.category ?? undefined,
        layout: filters.layout || undefined,
      }),
    [filters, lang],
  );
  return usePages(true, JSON.stringify({ filters, lang }), fetcher, TEMPLATES_PAGE_SIZE);
}
