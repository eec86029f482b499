import { useCallback } from 'react';
import { TEMPLATES_PAGE_SIZE, type TemplateSummary } from '@lienzo/core';
import { api } from '../../api/client';
import { usePages } from '../shared/usePages';
import type { TemplateFilterValues } from './TemplateFilters';

/** The templates of GET /api/discover matching the filters, a page at a time (the drawer, the discover board). */
export function useTemplatePages(filters: TemplateFilterValues) {
  const fetcher = useCallback(
    (page: number): Promise<TemplateSummary[]> =>
      api.discover({
        page,
        type: filters.type || undefined,
        category: filters.category ?? undefined,
        layout: filters.layout || undefined,
      }),
    [filters],
  );
  return usePages(true, JSON.stringify(filters), fetcher, TEMPLATES_PAGE_SIZE);
}
