import { useTranslation } from 'react-i18next';
import type { DesignSummary } from '@lienzo/core';
import { Link } from 'wouter';
import { navigateTo } from '../../shell/navigation';
import { DesignThumbnail } from '../../components/template-tiles/DesignThumbnail';
import { Icon } from '../../icons/Icon';
import { FavoriteButton } from './FavoriteButton';
import { confirmOpenDesign } from './openDesignLink';

/**
 * Saved designs as links to /design/{hash} (asking 'Edit?' first over unsaved changes), named by their title,
 * with the 400 px thumbnail (the first page's, how many pages a carousel has and how many sizes there are of
 * it), a heart to mark favourites
 * and, for the user's own designs, a delete button.
 */
const sizes = (design: DesignSummary) => design.sizes ?? 1;

export function DesignGrid({
  designs,
  onFavoriteChange,
  onDelete,
}: {
  designs: DesignSummary[];
  onFavoriteChange?: (design: DesignSummary, favorite: boolean) => void;
  onDelete?: (design: DesignSummary) => void;
}) {
  const { t } = useTranslation();
  if (designs.length === 0) return null;
  const tileLabel = (design: DesignSummary) => {
    const title =
      design.page_count > 1
        ? t('gallery.title_pages', { title: design.title, count: design.page_count })
        : design.title;
    return sizes(design) > 1 ? t('gallery.title_sizes', { title, count: sizes(design) }) : title;
  };
  return (
    <ul className="design-grid">
      {designs.map((design) => (
        <li key={design.id} className="design-grid__cell">
          <Link
            className="design-grid__item"
            to={`/design/${design.hash}`}
            aria-label={tileLabel(design)}
            onClick={(event) =>
              confirmOpenDesign(event, design.hash, (hash) => navigateTo(`/design/${hash}`))
            }
          >
            <DesignThumbnail className="design-grid__image" design={design} box="grid" />
            <span className="design-grid__badges" aria-hidden="true">
              {design.page_count > 1 && (
                <span className="design-grid__badge">{t('gallery.pages', { count: design.page_count })}</span>
              )}
              {sizes(design) > 1 && (
                <span className="design-grid__badge">{t('gallery.sizes', { count: sizes(design) })}</span>
              )}
            </span>
            <span className="design-grid__title" aria-hidden="true">
              {design.title}
            </span>
          </Link>
          <FavoriteButton design={design} onChange={(favorite) => onFavoriteChange?.(design, favorite)} />
          {onDelete && (
            <button
              type="button"
              className="design-grid__delete"
              aria-label={t('gallery.delete', { title: design.title })}
              onClick={() => onDelete(design)}
            >
              <Icon name="trash" size={16} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
