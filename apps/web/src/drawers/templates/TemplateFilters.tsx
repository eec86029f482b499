import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutLabel, layoutsForTemplateFilter, TEMPLATE_TYPES, type TemplateType } from '@lienzo/core';
import { categoryName } from '../../i18n/categoryName';
import { useTemplateCategories } from './useTemplateCategories';

export interface TemplateFilterValues {
  type: TemplateType | '';
  category: number | null;
  layout: string;
}

export const NO_TEMPLATE_FILTERS: TemplateFilterValues = { type: '', category: null, layout: '' };

/**
 * SPEC §2 /templates: Type, Content (visible categories by position, Spanish names in Spanish) and Social
 * Network (every layout but pozters, documents and email, as "name (w x h)").
 */
export function TemplateFilters({
  value,
  onChange,
}: {
  value: TemplateFilterValues;
  onChange(next: TemplateFilterValues): void;
}) {
  const { t, i18n } = useTranslation();
  const categories = useTemplateCategories();
  // The drawer and the discover board can both be on screen: each set of filters has its own ids.
  const id = useId();
  return (
    <div className="template-filters">
      <div className="field field--compact">
        <label htmlFor={`${id}-type`}>{t('templates.filters.type')}</label>
        <select
          id={`${id}-type`}
          value={value.type}
          onChange={(event) => onChange({ ...value, type: event.target.value as TemplateType | '' })}
        >
          <option value="">{t('templates.filters.any_type')}</option>
          {TEMPLATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`templates.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--compact">
        <label htmlFor={`${id}-content`}>{t('templates.filters.content')}</label>
        <select
          id={`${id}-content`}
          value={value.category ?? ''}
          onChange={(event) =>
            onChange({ ...value, category: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('templates.filters.any_content')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryName(category, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--compact">
        <label htmlFor={`${id}-network`}>{t('templates.filters.network')}</label>
        <select
          id={`${id}-network`}
          value={value.layout}
          onChange={(event) => onChange({ ...value, layout: event.target.value })}
        >
          <option value="">{t('templates.filters.any_network')}</option>
          {layoutsForTemplateFilter().map((layout) => (
            <option key={layout.key} value={layout.key}>
              {layoutLabel({
                name: t(`layouts.names.${layout.key}`, { defaultValue: layout.name }),
                sizes: layout.sizes,
              })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
