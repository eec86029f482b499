import type { TemplateSummary } from '@lienzo/core';
import { designImageUrl } from '../../api/client';

/** Templates as buttons named by their title, each with its 400 px thumbnail. */
export function TemplateGrid({
  templates,
  onChoose,
}: {
  templates: TemplateSummary[];
  onChoose(template: TemplateSummary): void;
}) {
  if (templates.length === 0) return null;
  return (
    <ul className="design-grid">
      {templates.map((template) => (
        <li key={template.id} className="design-grid__cell">
          <button
            type="button"
            className="design-grid__item template-card"
            onClick={() => onChoose(template)}
          >
            <img
              className="design-grid__image"
              src={designImageUrl(template.hash, 's')}
              alt=""
              loading="lazy"
              width={template.width}
              height={template.height}
            />
            <span className="design-grid__title">{template.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
