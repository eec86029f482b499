import type { TextRole } from '@lienzo/core';
import type { TextPresetStyle } from '@lienzo/editor';

/** One text a preset adds: its role (default size), its words (a locale key) and its style. */
export interface PresetText {
  role: TextRole;
  textKey: string;
  style: TextPresetStyle & { fontFamily: string };
}

export interface TextPreset {
  id: string;
  /** What the preset is, for people who cannot see the preview. */
  nameKey: string;
  texts: readonly PresetText[];
}

/** The six preset text styles of SPEC §9, in Glegoo, Open Sans, Lora, Lilita One and Raleway. */
export const TEXT_PRESETS: readonly TextPreset[] = [
  {
    id: 'headline',
    nameKey: 'texts.presets.headline',
    texts: [
      {
        role: 'title',
        textKey: 'texts.presets.headline_text',
        style: { fontFamily: 'Glegoo', fontWeight: 700, fontSize: 52, lineHeight: 1.05, charSpacing: 0 },
      },
    ],
  },
  {
    id: 'caps',
    nameKey: 'texts.presets.caps',
    texts: [
      {
        role: 'title',
        textKey: 'texts.presets.caps_text',
        style: { fontFamily: 'Open Sans', fontWeight: 700, fontSize: 46, charSpacing: 180, lineHeight: 1 },
      },
    ],
  },
  {
    id: 'quote',
    nameKey: 'texts.presets.quote',
    texts: [
      {
        role: 'subtitle',
        textKey: 'texts.presets.quote_text',
        style: {
          fontFamily: 'Lora',
          fontWeight: 400,
          fontStyle: 'italic',
          fontSize: 36,
          lineHeight: 1.2,
          charSpacing: 0,
        },
      },
    ],
  },
  {
    id: 'display',
    nameKey: 'texts.presets.display',
    texts: [
      {
        role: 'title',
        textKey: 'texts.presets.display_text',
        style: { fontFamily: 'Lilita One', fontWeight: 400, fontSize: 72, lineHeight: 1, charSpacing: 10 },
      },
    ],
  },
  {
    id: 'light',
    nameKey: 'texts.presets.light',
    texts: [
      {
        role: 'subtitle',
        textKey: 'texts.presets.light_text',
        style: { fontFamily: 'Raleway', fontWeight: 300, fontSize: 34, charSpacing: 120, lineHeight: 1.1 },
      },
    ],
  },
  {
    id: 'combo',
    nameKey: 'texts.presets.combo',
    texts: [
      {
        role: 'title',
        textKey: 'texts.presets.combo_title',
        style: { fontFamily: 'Raleway', fontWeight: 700, fontSize: 56, charSpacing: 60, lineHeight: 1 },
      },
      {
        role: 'subtitle',
        textKey: 'texts.presets.combo_subtitle',
        style: {
          fontFamily: 'Lora',
          fontWeight: 400,
          fontStyle: 'italic',
          fontSize: 30,
          lineHeight: 1.1,
          charSpacing: 0,
        },
      },
    ],
  },
];
