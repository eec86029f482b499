import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../state/editorStore';

/**
 * The canvas said in words: one item per layer with its text. Visually hidden, but read by screen readers
 * (a canvas has no accessible content of its own) and by tests.
 */
export function LayersFallback() {
  const { t } = useTranslation();
  const layers = useEditorStore((state) => state.layers);
  return (
    <ul className="visually-hidden" aria-label={t('canvas.layers')}>
      {layers.map((layer) => (
        <li key={layer.id}>{('text' in layer && layer.text) || t('canvas.empty_text')}</li>
      ))}
    </ul>
  );
}
