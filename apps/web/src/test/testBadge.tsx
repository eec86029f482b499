import { useTranslation } from 'react-i18next';
import type { TestBadge } from '@lienzo/core/testing';
import { testBadgeObject } from '@lienzo/editor/testing';
import type { ObjectTypeExtension } from '../toolbars/appObjectTypes';
import type { ObjectToolbarProps, WebObjectType } from '../toolbars/WebObjectType';

/** The words of the test-only type, which its test gives i18next: the app's locale files do not hold them. */
export const TEST_BADGE_WORDS = {
  test_badge: { add: 'Add badge', toolbar: 'Badge', make_blue: 'Make it blue' },
};

const BLUE = '#0000FF';

/** The test-badge toolbar: one button that turns the badge blue, through the engine's update command. */
function TestBadgeToolbar({ engine, object }: ObjectToolbarProps<TestBadge>) {
  const { t } = useTranslation();
  const keys = { toolbar: 'test_badge.toolbar', makeBlue: 'test_badge.make_blue' };
  return (
    <div role="toolbar" aria-label={t(keys.toolbar)}>
      <button
        type="button"
        aria-pressed={object.color === BLUE}
        onClick={() => engine.execute('update-object', { id: object.id, patch: { color: BLUE } })}
      >
        {t(keys.makeBlue)}
      </button>
    </div>
  );
}

/** The test-only `test-badge` type (core's `testBadgeType`) as the web app shows it: a toolbar and an insert. */
export const testBadgeWebType: WebObjectType<TestBadge> = {
  type: 'test-badge',
  Toolbar: TestBadgeToolbar,
  inserts: [
    {
      labelKey: 'test_badge.add',
      insert: (engine) => engine.execute('insert-object', { type: 'test-badge' }) || null,
    },
  ],
};

/** The test-badge type in the three lists: core's definition and the editor's shape, and the web entry. */
export const testBadgeExtension: ObjectTypeExtension = { editor: testBadgeObject, web: testBadgeWebType };
