import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findLayout,
  layoutLabel,
  TEMPLATE_TYPES,
  type TemplateSummary,
  type TemplateType,
} from '@lienzo/core';
import { designImageUrl } from '../../api/client';
import { openTemplate } from '../../drawers/templates/openTemplate';
import type { TemplateFilterValues } from '../../drawers/templates/TemplateFilters';
import { closeModal, openModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';
import { previewOrientation, type PreviewOrientation } from './previewOrientation';
import './ImagePreviewModal.css';

type PictureState =
  { status: 'loading' } | { status: 'ready'; orientation: PreviewOrientation } | { status: 'failed' };

const isTemplateType = (type: string): type is TemplateType =>
  (TEMPLATE_TYPES as readonly string[]).includes(type);

/**
 * SPEC §2 image preview: a discover template at full size, laid out once its picture has loaded — landscape
 * (picture across the top) or portrait (picture beside the details) by the picture's proportions. 'Use this
 * design' opens it in the editor; 'Back to Explore' returns to the board as it was filtered.
 */
export function ImagePreviewModal({
  template,
  filters,
}: {
  template: TemplateSummary;
  filters: TemplateFilterValues;
}) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<PictureState>({ status: 'loading' });
  const loaded = (event: SyntheticEvent<HTMLImageElement>) => {
    const orientation = previewOrientation(
      event.currentTarget.naturalWidth,
      event.currentTarget.naturalHeight,
    );
    setPicture(orientation ? { status: 'ready', orientation } : { status: 'failed' });
  };
  const apply = () => {
    closeModal();
    // Cancelling 'Edit Template?' comes back to this preview.
    openTemplate(template.hash, () => openModal({ name: 'image-preview', template, filters }));
  };
  const layout = findLayout(template.layout);

  return (
    <ModalFrame
      title={template.title}
      className={`image-preview-modal image-preview-modal--${picture.status === 'ready' ? picture.orientation : picture.status}`}
    >
      <div
        className="image-preview"
        data-state={picture.status}
        data-orientation={picture.status === 'ready' ? picture.orientation : undefined}
      >
        <div className="image-preview__stage">
          {picture.status === 'loading' && (
            <p className="image-preview__loading" role="status">
              {t('discover.preview.loading')}
            </p>
          )}
          {picture.status === 'failed' && <p className="empty-state">{t('discover.preview.failed')}</p>}
          <img
            className="image-preview__picture"
            src={designImageUrl(template.hash, 'o')}
            alt={t('discover.preview.picture', { title: template.title })}
            hidden={picture.status !== 'ready'}
            onLoad={loaded}
            onError={() => setPicture({ status: 'failed' })}
          />
        </div>
        {picture.status !== 'loading' && (
          <div className="image-preview__details">
            <dl className="image-preview__facts">
              {layout && (
                <div>
                  <dt>{t('discover.preview.size')}</dt>
                  <dd>
                    {layoutLabel({
                      name: t(`layouts.names.${layout.key}`, { defaultValue: layout.name }),
                      sizes: layout.sizes,
                    })}
                  </dd>
                </div>
              )}
              {isTemplateType(template.type) && (
                <div>
                  <dt>{t('templates.filters.type')}</dt>
                  <dd>{t(`templates.types.${template.type}`)}</dd>
                </div>
              )}
            </dl>
            <div className="image-preview__actions">
              <button type="button" className="button button--primary" onClick={apply}>
                {t('discover.preview.apply')}
              </button>
              <button
                type="button"
                className="button button--outline"
                onClick={() => openModal({ name: 'discover', filters })}
              >
                {t('discover.preview.back')}
              </button>
            </div>
          </div>
        )}
      </div>
    </ModalFrame>
  );
}
