// A few line icons drawn for Lienzo (24×24, stroke = currentColor). Decorative: always aria-hidden.
const PATHS = {
  gallery: 'M4 5h16v14H4z M4 15l5-5 4 4 3-3 4 4 M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  images: 'M3 7h14v12H3z M3 16l4-4 3 3 2-2 5 5 M7 4h14v12',
  backgrounds: 'M4 4h16v16H4z M4 14c4-3 8 3 16-2 M8 8.5a1.5 1.5 0 1 0 0-.01',
  text: 'M5 6V4h14v2 M12 4v16 M9 20h6',
  templates: 'M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12 M18 6L6 18',
  video: 'M4 7h11v10H4z M15 10l5-3v10l-5-3',
  plus: 'M12 5v14 M5 12h14',
  more: 'M5 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z M12 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z M19 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z',
  audio: 'M9 18V5l11-2v13 M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M17 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  play: 'M8 5v14l11-7z',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  pause: 'M7 5h3v14H7z M14 5h3v14h-3z',
  lock: 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4',
  unlock: 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 7.6-1.8',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  eyeOff:
    'M3 3l18 18 M10.6 6.1A9 9 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8 M6.6 6.6C3.9 8.3 2 12 2 12s4 6 10 6c1.6 0 3-.4 4.3-1',
  chevronDown: 'M6 9l6 6 6-6',
  copy: 'M8 8h12v12H8z M4 16V4h12',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z M17.3 6.7h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
