import { describe, expect, it } from 'vitest';
import { OBJECT_TYPE_LIST } from '@lienzo/core';
import { WEB_OBJECT_TYPES } from './registry';

describe('the web object list', () => {
  it("shows every type of core's list, in its order", () => {
    expect(WEB_OBJECT_TYPES.map((entry) => entry.type)).toEqual(OBJECT_TYPE_LIST.map((type) => type.type));
  });

  it('keeps the Instagram elements of the insert menu as they were', () => {
    expect(WEB_OBJECT_TYPES.flatMap((entry) => entry.inserts.map((insert) => insert.labelKey))).toEqual(
      ['hashtag', 'location', 'mention', 'poll', 'question', 'slider'].map((key) => `instagram.add.${key}`),
    );
  });
});
