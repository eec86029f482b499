import { describe, expect, it } from 'vitest';
import { createObject, createObjectRegistry, createRecord } from '@lienzo/core';
import { testBadgeType } from '@lienzo/core/testing';
import {
  invertedPercent,
  opacityToPercent,
  percentToOpacity,
  sharedTextOf,
  shownTargets,
  toolbarFor,
  wholeNumber,
} from './toolbarLogic';

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
  it('shows the bg-image toolbar on a background picture and the pattern toolbar on a pattern', () => {
    expect(toolbarFor([], { image: true, pattern: false })).toBe('bg-image');
    expect(toolbarFor([], { image: false, pattern: true })).toBe('pattern');
    expect(toolbarFor([], { image: true, pattern: true })).toBe('bg-image');
    expect(toolbarFor([], { image: false, pattern: false })).toBe('background');
    expect(toolbarFor([text], { image: true, pattern: true })).toBe('text');
  });
  it('shows the group toolbar for several', () => {
    expect(toolbarFor([text, image])).toBe('group');
  });
  it('shows the toolbar a registered type names, as the engine registers it', () => {
    const badge = createRecord(testBadgeType, { id: 'b', left: 0, top: 0 });
    expect(toolbarFor([badge], undefined, createObjectRegistry([testBadgeType]))).toBe('test-badge');
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
  it('show the overlay opacity inverted, in whole numbers', () => {
    expect(invertedPercent(30)).toBe(70);
    expect(invertedPercent(0)).toBe(100);
    expect(invertedPercent(100)).toBe(0);
    expect(invertedPercent(12.4)).toBe(88);
    expect(invertedPercent(invertedPercent(45))).toBe(45);
  });
  it('image sliders keep whole numbers in range', () => {
    expect(wholeNumber(12.7, 0, 100)).toBe(13);
    expect(wholeNumber(600, 100, 500)).toBe(500);
  });
});

describe('shownTargets', () => {
  const ten = Array.from({ length: 10 }, (_, index) => `#00000${index}`);
  it('shows a vector at most 7 colour inputs (SPEC §2)', () => {
    expect(shownTargets('pz-vector', ten)).toEqual(ten.slice(0, 7));
    expect(shownTargets('pz-vector', ten.slice(0, 3))).toEqual(ten.slice(0, 3));
  });
  it('shows every colour of an illustration, so each can be changed', () => {
    expect(shownTargets('pz-illustration', ten)).toEqual(ten);
  });
  it('shows nothing for an SVG without fills', () => {
    expect(shownTargets('pz-vector', [])).toEqual([]);
    expect(shownTargets('pz-illustration', [])).toEqual([]);
  });
});

describe('sharedTextOf', () => {
  it('reads the text style of the first text among several, and none without a text', () => {
    const image = createObject('pz-image', { id: 'i', left: 0, top: 0 });
    const text = createObject('pz-text', {
      id: 't',
      left: 0,
      top: 0,
      text: 'Hi',
      fill: '#123456',
      fontSize: 31,
    });
    const button = createObject('pz-button', { id: 'b', left: 0, top: 0, color: '#abcdef' });
    expect(sharedTextOf([image, text])).toMatchObject({ fill: '#123456', fontSize: 31 });
    expect(sharedTextOf([image, button])).toMatchObject({ fill: '#abcdef' });
    expect(sharedTextOf([image])).toBeNull();
  });
});
