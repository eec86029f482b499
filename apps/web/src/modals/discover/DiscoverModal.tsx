import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@lienzo/core';
import { LoadMore } from '../../drawers/shared/LoadMore';
import {
  NO_TEMPLATE_FILTERS,
  TemplateFilters,
  type TemplateFilterValues,
} from '../../drawers/templates/TemplateFilters';
import { useTemplatePages } from '../../drawers/templates/useTemplatePages';
import { TemplateTiles } from '../../components/template-tiles/TemplateTiles';
import { openModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';
import './DiscoverModal.css';

/**
 * SPEC §2 discover: an inspiration board of the templates, filtered like the templates drawer, a page at a
 * time; a picture opens its preview.
 */
export function DiscoverModal({
  initialFilters = NO_TEMPLATE_FILTERS,
}: {
  initialFilters?: TemplateFilterValues;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initialFilters);
  const { items, status, loadMore } = useTemplatePages(filters);
  const preview = (template: TemplateSummary) => openModal({ name: 'image-preview', template, filters });

  return (
    <ModalFrame title={t('discover.title')} description={t('discover.intro')} className="discover-modal">
      <TemplateFilters value={filters} onChange={setFilters} />
      <div className="discover-modal__scroller">
        {/* SPEC §8 leaves a discover failure unhandled: the board says so instead of staying blank. */}
        {status === 'failed' && <p className="empty-state">{t('templates.failed')}</p>}
        {status === 'finished' && items.length === 0 && <p className="empty-state">{t('templates.empty')}</p>}
        <TemplateTiles
          templates={items}
          onChoose={preview}
          block="discover-board"
          box="board"
          label={t('discover.board')}
        />
        <LoadMore status={status} onMore={loadMore} />
      </div>
    </ModalFrame>
  );
}
