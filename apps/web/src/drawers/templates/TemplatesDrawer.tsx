import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  layoutLabel,
  layoutsForSelector,
  type Layout,
  type LayoutGroup,
  type TemplateSummary,
} from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { confirmIfTouched } from '../../design/confirmIfTouched';
import { useAppStore } from '../../state/appStore';
import { useEditorStore } from '../../state/editorStore';
import { DrawerPanel } from '../DrawerPanel';
import { LoadMore } from '../shared/LoadMore';
import { TemplateTiles } from '../../components/template-tiles/TemplateTiles';
import { LayoutCard } from './LayoutCard';
import { openTemplate } from './openTemplate';
import { NO_TEMPLATE_FILTERS, TemplateFilters, type TemplateFilterValues } from './TemplateFilters';
import { useTemplatePages } from './useTemplatePages';

/** The blank sizes this drawer offers below the templates: stories and posts. */
const SHOWN_GROUPS: readonly LayoutGroup[] = ['stories', 'posts'];

async function startBlank(layout: Layout) {
  const engine = await whenEngine();
  engine.reset(layout.key);
  useAppStore.getState().designCleared();
}

/**
 * /templates (SPEC §2): 'Featured Templates' filtered by type, content and social network, 20 at a time, and
 * blank designs in the story and post sizes.
 */
export function TemplatesDrawer() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TemplateFilterValues>(NO_TEMPLATE_FILTERS);
  const { items, status, loadMore } = useTemplatePages(filters);

  const chooseTemplate = (template: TemplateSummary) => openTemplate(template.hash);
  const activeKey = useEditorStore((state) => state.layout?.key);
  const groups = [...layoutsForSelector()].filter(([group]) => SHOWN_GROUPS.includes(group));
  groups.sort(([a], [b]) => SHOWN_GROUPS.indexOf(a) - SHOWN_GROUPS.indexOf(b));

  const choose = (layout: Layout) =>
    confirmIfTouched(() => void startBlank(layout), {
      title: t('templates.start_title'),
      text: t('templates.start_text'),
      confirmLabel: t('templates.start_confirm'),
    });

  return (
    <DrawerPanel title={t('templates.heading')}>
      <TemplateFilters value={filters} onChange={setFilters} />
      {status === 'failed' && <p className="empty-state">{t('templates.failed')}</p>}
      {status === 'finished' && items.length === 0 && <p className="empty-state">{t('templates.empty')}</p>}
      <TemplateTiles
        templates={items}
        onChoose={chooseTemplate}
        block="design-grid"
        box="grid"
        itemClassName="template-card"
      />
      <LoadMore status={status} onMore={loadMore} />
      <h3 className="layout-group__title">{t('templates.blank_heading')}</h3>
      <p className="drawer-panel__intro">{t('templates.intro')}</p>
      {groups.map(([group, layouts]) => (
        <section key={group} className="layout-group" aria-labelledby={`layout-group-${group}`}>
          <h4 id={`layout-group-${group}`} className="layout-group__title">
            {t(`layouts.groups.${group}`)}
          </h4>
          <ul className="layout-group__grid">
            {layouts.map((layout) => (
              <li key={layout.key}>
                <LayoutCard
                  layout={layout}
                  label={layoutLabel({
                    name: t(`layouts.names.${layout.key}`, { defaultValue: layout.name }),
                    sizes: layout.sizes,
                  })}
                  active={layout.key === activeKey}
                  onChoose={choose}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DrawerPanel>
  );
}
