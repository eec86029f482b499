import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lienzo/core';
import { siteUrl } from '../site/siteUrl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The interface language (SPEC §1): the signed-in user's language wins, then the one last picked in this
 * browser (a visitor's choice), then the browser's, then what the server answered, then English.
 */
export function chooseLocale(
  userLanguage: string | null | undefined,
  browserLanguages: readonly string[],
  serverLang?: string,
  pickedLanguage?: Locale | null,
): Locale {
  if (isLocale(userLanguage)) return userLanguage;
  if (pickedLanguage) return pickedLanguage;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return isLocale(serverLang) ? serverLang : DEFAULT_LOCALE;
}

const localeFiles = new Map<Locale, Promise<Record<string, unknown>>>();

/** The locale file of `locale`, asked for once; a failed request is asked again next time. */
function fetchLocale(locale: Locale): Promise<Record<string, unknown>> {
  let file = localeFiles.get(locale);
  if (!file) {
    file = fetch(siteUrl(`/dist/i18n/locale-${locale}.json`), { credentials: 'include' }).then(
      async (response) => {
        if (!response.ok) throw new Error(`locale ${locale}: HTTP ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      },
    );
    localeFiles.set(locale, file);
    file.catch(() => localeFiles.delete(locale));
  }
  return file;
}

/**
 * Starts loading the locale file the language picked in this browser or its languages choose, while boot still waits for the user (whose
 * own language, when another, is loaded then): most first visits need no second round trip (issue 22).
 */
export function prefetchBrowserLocale(pickedLanguage: Locale | null): void {
  void fetchLocale(chooseLocale(null, navigator.languages, undefined, pickedLanguage)).catch(() => undefined);
}

function showLanguage(locale: Locale) {
  document.documentElement.lang = locale;
}

/** Loads the locale file served at /dist/i18n/locale-{lang}.json (SPEC §7), then starts i18next. */
export async function initI18n(locale: Locale): Promise<void> {
  let language = locale;
  let resources: Record<string, unknown>;
  try {
    resources = await fetchLocale(locale);
  } catch {
    language = DEFAULT_LOCALE;
    resources = await fetchLocale(DEFAULT_LOCALE).catch(() => ({}));
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  showLanguage(language);
  i18next.on('languageChanged', (language) => {
    if (isLocale(language)) showLanguage(language);
  });
}

/** Switches the interface language, fetching its file the first time. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (i18next.language === locale) return;
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await fetchLocale(locale));
  }
  await i18next.changeLanguage(locale);
}
