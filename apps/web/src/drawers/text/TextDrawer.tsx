import { useTranslation } from 'react-i18next';
import type { TextRole } from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { loadFont } from '../../fonts/fonts';
import { DrawerPanel } from '../DrawerPanel';
import { FancyTextSection } from './FancyTextSection';
import { TEXT_PRESETS, type PresetText, type TextPreset } from './textPresets';

const ROLES: {
  role: TextRole;
  labelKey: 'texts.add_title' | 'texts.add_subtitle' | 'texts.add_text';
  textKey: 'texts.default_title' | 'texts.default_subtitle' | 'texts.default_text';
}[] = [
  { role: 'title', labelKey: 'texts.add_title', textKey: 'texts.default_title' },
  { role: 'subtitle', labelKey: 'texts.add_subtitle', textKey: 'texts.default_subtitle' },
  { role: 'text', labelKey: 'texts.add_text', textKey: 'texts.default_text' },
];

/** A preset's texts, each once its face has loaded so that it is measured in it (a failed face falls back). */
async function addPreset(texts: readonly { role: TextRole; text: string; style: PresetText['style'] }[]) {
  const engine = await whenEngine();
  await Promise.all(
    texts.map(({ style }) =>
      loadFont(style.fontFamily, { weight: style.fontWeight, style: style.fontStyle }).catch(
        (error: unknown) => console.warn(error),
      ),
    ),
  );
  for (const { role, text, style } of texts) engine.execute('add-text', { role, text, style });
}

function PresetButton({ preset }: { preset: TextPreset }) {
  const { t } = useTranslation();
  const texts = preset.texts.map(({ role, textKey, style }) => ({ role, text: t(textKey), style }));
  return (
    <button
      type="button"
      className={`text-preset text-preset--${preset.id}`}
      aria-label={t('texts.add_preset', {
        name: t(preset.nameKey),
        text: texts.map((item) => item.text).join(' '),
      })}
      onClick={() => void addPreset(texts)}
    >
      {texts.map(({ text, style }, index) => (
        <span
          key={index}
          className="text-preset__line"
          style={{
            fontFamily: `"${style.fontFamily}"`,
            fontWeight: style.fontWeight,
            fontStyle: style.fontStyle,
            // Small enough that a word fits the card: previews never break inside a word.
            fontSize: Math.min(26, Math.round((style.fontSize ?? 30) * 0.36)),
            letterSpacing: `${(style.charSpacing ?? 0) / 1000}em`,
          }}
        >
          {text}
        </span>
      ))}
    </button>
  );
}

/**
 * Text drawer (SPEC §2): the six preset styles of SPEC §9, previewed in their own fonts, add a title, a
 * subtitle or body text with the editor defaults, and the fancy-text shapes.
 */
export function TextDrawer() {
  const { t } = useTranslation();
  const add = (role: TextRole, text: string) => {
    void whenEngine().then((engine) => engine.execute('add-text', { role, text }));
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
      <div className="text-presets" role="group" aria-label={t('texts.presets.heading')}>
        <h3 className="text-presets__heading">{t('texts.presets.heading')}</h3>
        {TEXT_PRESETS.map((preset) => (
          <PresetButton key={preset.id} preset={preset} />
        ))}
      </div>
      <FancyTextSection />
    </DrawerPanel>
  );
}
