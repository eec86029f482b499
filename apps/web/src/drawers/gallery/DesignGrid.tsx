import type { DesignSummary } from '@lienzo/core';
import { Link } from 'react-router';
import { designImageUrl } from '../../api/client';
import { FavoriteButton } from './FavoriteButton';

/**
 * Saved designs as links to /design/{hash}, named by their title, with the 400 px thumbnail and a heart
 * to mark favourites.
 */
export function DesignGrid({
  designs,
  onFavoriteChange,
}: {
  designs: DesignSummary[];
  onFavoriteChange?: (design: DesignSummary, favorite: boolean) => void;
}) {
  if (designs.length === 0) return null;
  return (
    <ul className="design-grid">
      {designs.map((design) => (
        <li key={design.id} className="design-grid__cell">
          <Link className="design-grid__item" to={`/design/${design.hash}`} aria-label={design.title}>
            <img
              className="design-grid__image"
              src={designImageUrl(design.hash, 's')}
              alt=""
              loading="lazy"
              width={design.width}
              height={design.height}
            />
            <span className="design-grid__title" aria-hidden="true">
              {design.title}
            </span>
          </Link>
          <FavoriteButton design={design} onChange={(favorite) => onFavoriteChange?.(design, favorite)} />
        </li>
      ))}
    </ul>
  );
}
