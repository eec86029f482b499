import type { IconName } from '../icons/Icon';

/** A drawer of SPEC §2, as the sidebar and the mobile menu list it. */
export interface DrawerSection {
  /** Where a click goes (the drawer's default child). */
  to: string;
  /** The route prefix that marks the section active. */
  base: string;
  labelKey: `sidebar.${string}`;
  icon: IconName;
}

/** SPEC §2 sidebar sections, in the spec's order. */
export const DRAWER_SECTIONS: readonly DrawerSection[] = [
  { to: '/gallery/designs', base: '/gallery', labelKey: 'sidebar.gallery', icon: 'gallery' },
  { to: '/images/search', base: '/images', labelKey: 'sidebar.images', icon: 'images' },
  { to: '/backgrounds/search', base: '/backgrounds', labelKey: 'sidebar.backgrounds', icon: 'backgrounds' },
  { to: '/texts', base: '/texts', labelKey: 'sidebar.text', icon: 'text' },
  { to: '/templates', base: '/templates', labelKey: 'sidebar.templates', icon: 'templates' },
  { to: '/audios', base: '/audios', labelKey: 'sidebar.audio', icon: 'audio' },
  { to: '/instagram', base: '/instagram', labelKey: 'sidebar.instagram', icon: 'instagram' },
];

export function isSectionActive(section: DrawerSection, pathname: string): boolean {
  return pathname === section.base || pathname.startsWith(`${section.base}/`);
}
