// Line icons of the text-formatting buttons (24×24, stroke = currentColor). Decorative: aria-hidden.
const PATHS = {
  'align-left': 'M4 6h16 M4 10h10 M4 14h16 M4 18h10',
  'align-center': 'M4 6h16 M7 10h10 M4 14h16 M7 18h10',
  'align-right': 'M4 6h16 M10 10h10 M4 14h16 M10 18h10',
  'align-justify': 'M4 6h16 M4 10h16 M4 14h16 M4 18h16',
  'list-bullet': 'M9 6h11 M9 12h11 M9 18h11 M4.5 5.5h.01 M4.5 11.5h.01 M4.5 17.5h.01',
  'list-number': 'M10 6h10 M10 12h10 M10 18h10 M4 4.5l1.5-1v5 M3.5 13.5a1.5 1.5 0 1 1 2.5 1L3.5 17h3',
} as const;

export type FormatIconName = keyof typeof PATHS;

export function FormatIcon({ name }: { name: FormatIconName }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
