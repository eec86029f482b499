import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@lienzo/core';
import { useAppStore } from '../state/appStore';
import { isLocale } from './i18n';
import { switchLanguage } from './switchLanguage';

/** Switches the interface between English and Español (SPEC §1); each language named in itself. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const lang = useAppStore((state) => state.lang);
  return (
    <div className={`language-switcher ${className ?? ''}`}>
      <label htmlFor={id} className="language-switcher__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={lang}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          void switchLanguage(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
