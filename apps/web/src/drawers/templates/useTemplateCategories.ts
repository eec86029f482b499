import { useEffect, useState } from 'react';
import type { TemplateCategory } from '@lienzo/core';
import { api } from '../../api/client';

/** The visible template categories, by position (the server's order); none while loading or on failure. */
export function useTemplateCategories(): TemplateCategory[] {
  const [categories, setCategories] = useState<TemplateCategory[]>([]);
  useEffect(() => {
    let live = true;
    api.templateCategories().then(
      ({ items }) => {
        if (live) setCategories(items);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return categories;
}
