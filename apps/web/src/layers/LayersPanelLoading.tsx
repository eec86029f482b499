import { useTranslation } from 'react-i18next';

/** The layers panel's frame while its chunk (the list and its virtualiser) comes in after ready. */
export function LayersPanelLoading() {
  const { t } = useTranslation();
  return (
    <section className="layers-panel" aria-labelledby="layers-panel-heading">
      <h2 id="layers-panel-heading" className="layers-panel__heading">
        {t('layers.heading')}
      </h2>
    </section>
  );
}
