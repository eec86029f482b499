import { useTranslation } from 'react-i18next';
import './LayersPanel.css';

/**
 * The layers panel until the editor is ready and its chunk (the list and its virtualiser) has come: what the
 * panel shows before the engine has drawn a layer.
 */
export function LayersPanelLoading() {
  const { t } = useTranslation();
  return (
    <section className="layers-panel" aria-labelledby="layers-panel-heading">
      <h2 id="layers-panel-heading" className="layers-panel__heading">
        {t('layers.heading')}
      </h2>
      {/* As the panel shows an editor that has drawn nothing yet, so the canvas area keeps its width. */}
      <p className="layers-panel__empty">{t('layers.empty')}</p>
    </section>
  );
}
