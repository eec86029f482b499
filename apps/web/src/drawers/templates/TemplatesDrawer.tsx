import { useTranslation } from 'react-i18next';
import { layoutLabel, layoutsForSelector, type Layout, type LayoutGroup } from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { useAppStore } from '../../state/appStore';
import { useEditorStore } from '../../state/editorStore';
import { openModal } from '../../state/modalStore';
import { DrawerPanel } from '../DrawerPanel';
import { LayoutCard } from './LayoutCard';

/** The groups this drawer offers until real template browsing arrives: stories and posts. */
const SHOWN_GROUPS: readonly LayoutGroup[] = ['stories', 'posts'];

async function startBlank(layout: Layout) {
  const engine = await whenEngine();
  engine.reset(layout.key);
  useAppStore.getState().designCleared();
}

/** Templates drawer: 'Featured Templates', and blank designs in the story and post sizes. */
export function TemplatesDrawer() {
  const { t } = useTranslation();
  const activeKey = useEditorStore((state) => state.layout?.key);
  const groups = [...layoutsForSelector()].filter(([group]) => SHOWN_GROUPS.includes(group));
  groups.sort(([a], [b]) => SHOWN_GROUPS.indexOf(a) - SHOWN_GROUPS.indexOf(b));

  const choose = (layout: Layout) => {
    // SPEC §4: unsaved changes are confirmed before a template replaces them.
    if (!useAppStore.getState().touched) {
      void startBlank(layout);
      return;
    }
    openModal({
      name: 'confirm',
      title: t('templates.start_title'),
      text: t('templates.start_text'),
      confirmLabel: t('templates.start_confirm'),
      onConfirm: () => void startBlank(layout),
    });
  };

  return (
    <DrawerPanel title={t('templates.heading')} intro={t('templates.intro')}>
      {groups.map(([group, layouts]) => (
        <section key={group} className="layout-group" aria-labelledby={`layout-group-${group}`}>
          <h3 id={`layout-group-${group}`} className="layout-group__title">
            {t(`layouts.groups.${group}`)}
          </h3>
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
