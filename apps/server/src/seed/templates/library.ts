import { BUSINESS_TEMPLATES } from './business';
import { EVENT_TEMPLATES } from './events';
import { FOOD_AND_DRINK_TEMPLATES } from './food-drink';
import { HOLIDAY_TEMPLATES } from './holidays';
import { PERSONAL_TEMPLATES } from './personal';
import { QUOTE_TEMPLATES } from './quotes';
import { SALES_TEMPLATES } from './sales';
import { LOCALES, type Locale } from '@lienzo/core';
import { templateHash, type TemplateDefinition } from './template-definition';
import { TRAVEL_TEMPLATES } from './travel';

/** Every template the server seeds, by category. */
export const TEMPLATE_LIBRARY: readonly TemplateDefinition[] = [
  ...SALES_TEMPLATES,
  ...QUOTE_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...HOLIDAY_TEMPLATES,
  ...BUSINESS_TEMPLATES,
  ...FOOD_AND_DRINK_TEMPLATES,
  ...TRAVEL_TEMPLATES,
  ...PERSONAL_TEMPLATES,
];

/** One language of a template: a template row of its own, with its own hash and thumbnail (issue 24). */
export interface TemplateVersion {
  template: TemplateDefinition;
  locale: Locale;
  hash: string;
}

/** Every template in every interface language. */
export const TEMPLATE_VERSIONS: readonly TemplateVersion[] = TEMPLATE_LIBRARY.flatMap((template) =>
  LOCALES.map((locale) => ({ template, locale, hash: templateHash(template, locale) })),
);
