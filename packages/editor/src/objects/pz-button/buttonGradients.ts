/**
 * The 8 gradient presets of buttons (SPEC §9), as the colour each one runs to from the button's
 * background colour: the first is the hashtag one, the second mentions', the third locations'.
 */
export const BUTTON_GRADIENT_ENDS = [
  '#E1306C',
  '#405DE6',
  '#F77737',
  '#FCAF45',
  '#5BC236',
  '#00B4D8',
  '#833AB4',
  '#262626',
] as const;
