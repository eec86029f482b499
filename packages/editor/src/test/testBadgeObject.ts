import { Rect, type FabricObject } from 'fabric';
import type { DesignObject } from '@lienzo/core';
import { testBadgeType, type TestBadge } from '@lienzo/core/testing';
import { readGeometry } from '../fabric/readGeometry';
import { INTERACTION, placeAtTopLeft, transformOf } from '../fabric/placement';
import type { EditorObjectType } from '../objects/EditorObjectType';

const asBadge = (record: DesignObject) => record as unknown as TestBadge;
const badgeProps = (badge: TestBadge) => ({ width: badge.width, height: badge.height, fill: badge.color });

/** The test-only `test-badge` type (core's `testBadgeType`) as the editor draws it: a rectangle of its colour. */
export const testBadgeObject: EditorObjectType = {
  definition: testBadgeType,
  shape: {
    create: (record) => {
      const rect = new Rect({ ...INTERACTION, ...badgeProps(asBadge(record)), ...transformOf(record) });
      placeAtTopLeft(rect, record.left, record.top);
      return rect;
    },
    update: (object: FabricObject, record) => {
      object.set({ ...badgeProps(asBadge(record)), ...transformOf(record) });
      placeAtTopLeft(object, record.left, record.top);
    },
    read: (object) => readGeometry(object),
  },
};
