import { useTranslation } from 'react-i18next';
import type { TextRole } from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { DrawerPanel } from '../DrawerPanel';

const ROLES: {
  role: TextRole;
  labelKey: 'texts.add_title' | 'texts.add_subtitle' | 'texts.add_text';
  textKey: 'texts.default_title' | 'texts.default_subtitle' | 'texts.default_text';
}[] = [
  { role: 'title', labelKey: 'texts.add_title', textKey: 'texts.default_title' },
  { role: 'subtitle', labelKey: 'texts.add_subtitle', textKey: 'texts.default_subtitle' },
  { role: 'text', labelKey: 'texts.add_text', textKey: 'texts.default_text' },
];

/** Text drawer (SPEC §2): add a title, a subtitle or body text with the editor defaults of SPEC §9. */
export function TextDrawer() {
  const { t } = useTranslation();
  const add = (role: TextRole, text: string) => {
    void whenEngine().then((engine) => engine.addText(role, text));
  };
  return (
    <DrawerPanel title={t('texts.heading')} intro={t('texts.intro')}>
      <div className="text-drawer">
        {ROLES.map(({ role, labelKey, textKey }) => (
          <button
            key={role}
            type="button"
            className={`text-drawer__add text-drawer__add--${role}`}
            onClick={() => add(role, t(textKey))}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
    </DrawerPanel>
  );
}
