import { describe, expect, it } from 'vitest';
import { createObject } from '@lienzo/core';
import { opacityToPercent, percentToOpacity, toolbarFor, wholeNumber } from './toolbarLogic';

describe('toolbarFor', () => {
  const text = createObject('pz-text', { id: 't', left: 0, top: 0, text: 'Hi' });
  const image = createObject('pz-image', { id: 'i', left: 0, top: 0 });
  it('shows the background toolbar when nothing is selected', () => {
    expect(toolbarFor([])).toBe('background');
  });
  it("shows the object's own toolbar for one object", () => {
    expect(toolbarFor([text])).toBe('text');
    expect(toolbarFor([image])).toBe('image');
  });
  it('shows the group toolbar for several', () => {
    expect(toolbarFor([text, image])).toBe('group');
  });
});

describe('opacity sliders', () => {
  it('map 0–100 to 0–1 in whole steps', () => {
    expect(percentToOpacity(45)).toBe(0.45);
    expect(percentToOpacity(45.6)).toBe(0.46);
    expect(percentToOpacity(140)).toBe(1);
    expect(percentToOpacity(-3)).toBe(0);
    expect(opacityToPercent(0.333)).toBe(33);
  });
  it('invert when asked', () => {
    expect(percentToOpacity(30, true)).toBe(0.7);
    expect(opacityToPercent(0.7, true)).toBe(30);
  });
  it('image sliders keep whole numbers in range', () => {
    expect(wholeNumber(12.7, 0, 100)).toBe(13);
    expect(wholeNumber(600, 100, 500)).toBe(500);
  });
});
