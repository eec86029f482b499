import { useTranslation } from 'react-i18next';
import { layoutLabel, type DesignSize } from '@lienzo/core';
import { Link } from 'wouter';
import { DesignThumbnail } from '../../components/template-tiles/DesignThumbnail';
import { useLayoutName } from '../../canvas/layout-selector/LayoutSelector';
import { confirmOpenDesign } from '../../drawers/gallery/openDesignLink';
import { navigateTo } from '../../shell/navigation';
import { closeModal } from '../../state/modalStore';

/**
 * The sizes of a design ("Spring sale — 5 sizes"): each with its picture and layout, a link opening it, the
 * one on the canvas marked instead.
 */
export function DesignSizesList({ sizes, currentId }: { sizes: readonly DesignSize[]; currentId: number }) {
  const { t } = useTranslation();
  const nameOf = useLayoutName();
  const first = sizes[0];
  if (!first || sizes.length < 2) return null;
  return (
    <section className="modal-section resize-copies__sizes" aria-labelledby="resize-copies-family">
      <h3 id="resize-copies-family" className="resize-copies__family" dir="auto">
        {t('resize_copies.family', { title: first.title, count: sizes.length })}
      </h3>
      <ul className="resize-copies__size-list">
        {sizes.map((size) => {
          const label = layoutLabel({
            name: nameOf(size.layout, size.layout),
            sizes: [size.width, size.height],
          });
          return (
            <li key={size.id} className="resize-copies__size">
              <DesignThumbnail className="resize-copies__thumbnail" design={size} box="chip" />
              <span className="resize-copies__size-name">{label}</span>
              {size.id === currentId ? (
                <span className="resize-copies__current">{t('resize_copies.this_one')}</span>
              ) : (
                <Link
                  className="button button--outline resize-copies__open"
                  to={`/design/${size.hash}`}
                  aria-label={t('resize_copies.open_size', { name: label })}
                  onClick={(event) => {
                    closeModal();
                    confirmOpenDesign(event, size.hash, (hash) => navigateTo(`/design/${hash}`));
                  }}
                >
                  {t('resize_copies.open')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
