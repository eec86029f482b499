import { Link, useLocation } from 'wouter';

/** The tabs of a drawer (SPEC §2: /images/search, /images/uploads…): links, the one shown marked current. */
export function DrawerTabs({
  label,
  tabs,
  wrap = false,
}: {
  label: string;
  tabs: readonly { to: string; label: string }[];
  /** Lets the tabs take a second line (a drawer with many) instead of scrolling. */
  wrap?: boolean;
}) {
  const [pathname] = useLocation();
  return (
    <nav className={wrap ? 'tabs tabs--wrap' : 'tabs'} aria-label={label}>
      {tabs.map((tab) => {
        const current = pathname === tab.to;
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={`tabs__tab ${current ? 'tabs__tab--active' : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
