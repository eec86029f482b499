import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import type { ComponentType, Ref } from 'react';
import { lazyPopup, type LazyPopupProps } from './lazyPopup';

interface MenuProps {
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The popup as its chunk brings it: its own trigger, and its menu while open. */
function Menu({ defaultOpen, trigger }: MenuProps & LazyPopupProps) {
  return (
    <>
      <button type="button" {...trigger} aria-expanded={defaultOpen} />
      {defaultOpen && (
        <div role="menu" aria-label="Things">
          <div role="menuitem">Rename</div>
        </div>
      )}
    </>
  );
}

/**
 * A lazy "More" menu whose chunk the test delivers: `arrive` asks for it as the app's idle preload does, and
 * delivers it.
 */
function deferredMenu() {
  let deliver: (component: ComponentType<MenuProps & LazyPopupProps>) => void = () => undefined;
  const arrived = new Promise<ComponentType<MenuProps & LazyPopupProps>>((resolve) => (deliver = resolve));
  const More = lazyPopup<MenuProps>({
    load: () => arrived,
    name: 'Menu',
    popup: 'menu',
    useTrigger: () => ({ className: 'more', children: 'More' }),
  });
  const arrive = () => {
    void More.preload();
    deliver(Menu);
  };
  return { More, arrive, deliver: () => deliver(Menu) };
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

function show(More: ComponentType<MenuProps>): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(<More />);
}

const pointer = (type: string, target: EventTarget) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, isPrimary: true }));

const standIn = () => page.getByRole('button', { name: 'More' });
const menu = page.getByRole('menu', { name: 'Things' });

describe('a lazy popup pressed before its chunk arrives', () => {
  it('shows open when the chunk arrives in the middle of the press (the click then reaches neither button)', async () => {
    const { More, arrive } = deferredMenu();
    show(More);
    await expect.element(standIn()).toHaveAttribute('data-stand-in');
    pointer('pointerdown', standIn().element());

    arrive();
    await expect.element(menu).toBeVisible();
    expect(standIn().element().hasAttribute('data-stand-in')).toBe(false);
    pointer('pointerup', standIn().element());
    await expect.element(menu).toBeVisible();
  });

  it('stays closed when the press ended before it arrived without a click (the pointer left the button)', async () => {
    const { More, arrive } = deferredMenu();
    show(More);
    await expect.element(standIn()).toHaveAttribute('data-stand-in');
    pointer('pointerdown', standIn().element());
    pointer('pointerup', document.body);

    arrive();
    await expect.element(standIn()).not.toHaveAttribute('data-stand-in');
    expect(menu.query()).toBeNull();
  });

  it('shows open when it arrives after a click on the stand-in', async () => {
    const { More, deliver } = deferredMenu();
    show(More);
    await page.getByRole('button', { name: 'More' }).click();

    deliver();
    await expect.element(menu).toBeVisible();
  });
});
