import { IMAGE_FILTER_PRESETS, type PageDocument, type ImageFilters } from '@lienzo/core';

export type BackgroundSettings = PageDocument['settings'];
export type BackgroundSettingsPatch = Partial<BackgroundSettings>;

/** SPEC §4: a colour chosen while the overlay opacity is 0 brings the overlay to this opacity. */
export const OVERLAY_OPACITY_ON_COLOUR = 50;

/** The settings that are slider values (SPEC §5: image sliders hold whole numbers). */
const WHOLE_NUMBERS = ['overlayOpacity', 'darkness', 'brightness', 'blur', 'zoomImage'] as const;

/**
 * The settings after `patch`, with the overlay rule of SPEC §4: setting a colour while the opacity is 0
 * sets the opacity to 50; setting the opacity while there is no colour takes the canvas background colour.
 * Throws a RangeError for a slider value that is not a whole number.
 */
export function patchSettings(
  current: BackgroundSettings,
  patch: BackgroundSettingsPatch,
  backgroundColor: string,
): BackgroundSettings {
  for (const key of WHOLE_NUMBERS) {
    const value = patch[key];
    if (value !== undefined && !Number.isInteger(value)) {
      throw new RangeError(`settings.${key}: expected a whole number, got ${value}`);
    }
  }
  const next = { ...current, ...stripUndefined(patch) };
  if (patch.overlayColor != null && patch.overlayOpacity === undefined && next.overlayOpacity === 0) {
    next.overlayOpacity = OVERLAY_OPACITY_ON_COLOUR;
  }
  if (patch.overlayOpacity !== undefined && patch.overlayColor === undefined && next.overlayColor === null) {
    next.overlayColor = backgroundColor;
  }
  return next;
}

function stripUndefined(patch: BackgroundSettingsPatch): BackgroundSettingsPatch {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

const KNOWN_PRESETS = new Set<string>(IMAGE_FILTER_PRESETS);

/** The background picture's filters in the terms of the image filters (an unknown preset is none). */
export function filtersOf(settings: BackgroundSettings): ImageFilters {
  const value = settings.preset?.value ?? 'nofilter';
  return {
    preset: (KNOWN_PRESETS.has(value) ? value : 'nofilter') as ImageFilters['preset'],
    blur: settings.blur,
    brightness: settings.brightness,
    darkness: settings.darkness,
  };
}
