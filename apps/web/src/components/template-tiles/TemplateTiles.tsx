import type { TemplateSummary, ThumbnailBox } from '@lienzo/core';
import { DesignThumbnail } from './DesignThumbnail';

/**
 * Templates as a list of buttons named by their title, each with its thumbnail: the templates drawer's grid and
 * the discover board. `block` names the CSS block (`{block}__cell`, `__item`, `__image`, `__title`); `box` the
 * thumbnails made for its tiles.
 */
export function TemplateTiles({
  templates,
  onChoose,
  block,
  box,
  label,
  itemClassName,
}: {
  templates: TemplateSummary[];
  onChoose(template: TemplateSummary): void;
  block: string;
  box: ThumbnailBox;
  label?: string;
  itemClassName?: string;
}) {
  if (templates.length === 0) return null;
  const itemClass = itemClassName ? `${block}__item ${itemClassName}` : `${block}__item`;
  return (
    <ul className={block} aria-label={label}>
      {templates.map((template) => (
        <li key={template.id} className={`${block}__cell`}>
          <button type="button" className={itemClass} onClick={() => onChoose(template)}>
            <DesignThumbnail className={`${block}__image`} design={template} box={box} />
            {/* A long title ends in an ellipsis; the title gives it whole. */}
            <span className={`${block}__title`} title={template.title}>
              {template.title}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
