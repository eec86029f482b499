import { filters, setFilterBackend } from 'fabric';
import type { ImageFilters } from '@lienzo/core';
import { BoxBlur } from './boxBlur';
import { SourcePixelsFilterBackend } from './sourcePixelsBackend';
import { TabledBrightness, TabledColorMatrix, tabledMatrixOf, type ColorMatrix } from './pixelFilters';

type Filter = InstanceType<typeof filters.BaseFilter>;

const matrix = (values: ColorMatrix) => () => [new TabledColorMatrix({ matrix: values })];
const named = (Named: Parameters<typeof tabledMatrixOf>[0]) => () => [tabledMatrixOf(Named)];
/** Fabric's Grayscale in its default "average" mode, as a matrix. */
const AVERAGE_GREY: ColorMatrix = [
  1 / 3,
  1 / 3,
  1 / 3,
  0,
  0,
  1 / 3,
  1 / 3,
  1 / 3,
  0,
  0,
  1 / 3,
  1 / 3,
  1 / 3,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
];

/** The Instagram-like looks Fabric has no filter for, as colour matrices (SPEC §9 "4x5 matrices"). */
const BRANNAN: ColorMatrix = [
  1.1, 0.1, -0.05, 0, -0.04, 0.05, 1, 0.05, 0, -0.03, -0.05, 0.05, 0.85, 0, 0.02, 0, 0, 0, 1, 0,
];
const HEFE: ColorMatrix = [
  1.25, -0.1, -0.05, 0, -0.05, -0.05, 1.15, -0.05, 0, -0.05, -0.1, -0.1, 1.05, 0, -0.05, 0, 0, 0, 1, 0,
];
const LORD_KELVIN: ColorMatrix = [
  1.3, 0.05, 0, 0, 0.05, 0.05, 1.05, 0, 0, 0.02, -0.1, 0, 0.7, 0, 0, 0, 0, 0, 1, 0,
];
const NASHVILLE: ColorMatrix = [
  1, 0.05, 0.05, 0, 0.08, 0, 0.9, 0.05, 0, 0.05, 0, 0.05, 0.75, 0, 0.15, 0, 0, 0, 1, 0,
];
const X_PRO: ColorMatrix = [
  1.3, -0.1, -0.1, 0, -0.05, -0.05, 1.2, -0.05, 0, -0.02, -0.1, -0.1, 0.9, 0, 0.1, 0, 0, 0, 1, 0,
];
const SUNRISE: ColorMatrix = [1.1, 0.05, 0, 0, 0.05, 0, 1, 0, 0, 0.03, 0, 0, 0.85, 0, 0, 0, 0, 0, 1, 0];

/** Each preset's filters; presets exclude one another (SPEC §4), and "nofilter" is none. */
const PRESETS: Readonly<Record<ImageFilters['preset'], () => Filter[]>> = {
  nofilter: () => [],
  greyscale: matrix(AVERAGE_GREY),
  grayscale: matrix(AVERAGE_GREY),
  sepia: named(filters.Sepia),
  vintage: named(filters.Vintage),
  kodachrome: named(filters.Kodachrome),
  technicolor: named(filters.Technicolor),
  test: named(filters.Polaroid),
  lomo: () => [new filters.Saturation({ saturation: 0.3 }), new filters.Contrast({ contrast: 0.15 })],
  sinCity: () => [tabledMatrixOf(filters.BlackWhite), new filters.Contrast({ contrast: 0.25 })],
  brannan: matrix(BRANNAN),
  hefe: matrix(HEFE),
  lordKelvin: matrix(LORD_KELVIN),
  nashville: matrix(NASHVILLE),
  xPro: matrix(X_PRO),
  sunrise: matrix(SUNRISE),
};

/** Fabric's brightness change at the slider's 100 (±1 would be plain white or black). */
const BRIGHTNESS_AT_FULL = 0.5;

/**
 * The Fabric filters for an image's settings: its preset, then brightness (darkness is negative
 * brightness, SPEC §4), then blur. An unknown preset (from a newer editor) draws as no filter.
 */
export function fabricFiltersFor(settings: ImageFilters): Filter[] {
  const preset = Object.hasOwn(PRESETS, settings.preset) ? PRESETS[settings.preset]() : [];
  const brightness = (settings.brightness - settings.darkness) / 100;
  if (brightness !== 0) preset.push(new TabledBrightness({ brightness: brightness * BRIGHTNESS_AT_FULL }));
  if (settings.blur > 0) preset.push(new BoxBlur({ strength: settings.blur }));
  return preset;
}

let filterBackendChosen = false;

/**
 * Filters on the CPU: the same pixels on every machine (golden images), no WebGL texture size limit,
 * and no GPU context per canvas in software-rendered browsers. Each picture's pixels are read once.
 */
export function useCanvasFilters(): void {
  if (filterBackendChosen) return;
  setFilterBackend(new SourcePixelsFilterBackend());
  filterBackendChosen = true;
}
