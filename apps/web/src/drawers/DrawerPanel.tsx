import type { ReactNode } from 'react';
import './Drawer.css';

/** The common frame of a drawer: a heading and its content. */
export function DrawerPanel({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="drawer-panel" aria-labelledby="drawer-title">
      <h2 id="drawer-title" className="drawer-panel__title">
        {title}
      </h2>
      {intro && <p className="drawer-panel__intro">{intro}</p>}
      {children}
    </section>
  );
}
