import { describe, expect, it } from 'vitest';
import { componentStackOf, type RenderedVNode } from './componentStack';

function TextDrawer() {
  return null;
}
function ErrorBoundary() {
  return null;
}
const Named = Object.assign(() => null, { displayName: 'Drawer(Texts)' });

/** A chain of vnodes from the root down to `types`' last, as Preact links them (`__` the parent). */
function chain(...types: unknown[]): RenderedVNode {
  let parent: RenderedVNode | null = null;
  for (const type of types) parent = { type, __: parent };
  return parent!;
}

describe('the component stack of a render error', () => {
  it('names the components from the one that threw up to the root, skipping elements', () => {
    const thrower = chain(ErrorBoundary, 'aside', Named, 'section', TextDrawer);
    expect(componentStackOf(thrower)).toBe('\n    at TextDrawer\n    at Drawer(Texts)\n    at ErrorBoundary');
  });

  it('says Anonymous for a component without a name, and is empty without components', () => {
    const anonymous = chain(
      ErrorBoundary,
      (
        () => () =>
          null
      )(),
    );
    expect(componentStackOf(anonymous)).toBe('\n    at Anonymous\n    at ErrorBoundary');
    expect(componentStackOf(chain('div', 'p'))).toBe('');
    expect(componentStackOf(null)).toBe('');
  });
});
