import type { Layout } from '@lienzo/core';

const PREVIEW_BOX = 72;

/** One layout as a button: a proportional preview of its shape and "name (w x h)". */
export function LayoutCard({
  layout,
  label,
  active,
  onChoose,
}: {
  layout: Layout;
  label: string;
  active: boolean;
  onChoose(layout: Layout): void;
}) {
  const [width, height] = layout.sizes;
  const scale = PREVIEW_BOX / Math.max(width, height);
  return (
    <button type="button" className="layout-card" aria-pressed={active} onClick={() => onChoose(layout)}>
      <span className="layout-card__preview" aria-hidden="true">
        <span
          className="layout-card__shape"
          style={{ width: Math.round(width * scale), height: Math.round(height * scale) }}
        />
      </span>
      <span className="layout-card__label">{label}</span>
    </button>
  );
}
