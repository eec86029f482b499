import { useTranslation } from 'react-i18next';
import { useLayerName } from '../layers/useLayerName';
import { useEditorStore } from '../state/editorStore';

/**
 * The canvas said in words: one item per layer, named as the layers panel names it (its words, what it shows,
 * or its type, in the user's language). Visually hidden, but read by screen readers (a canvas has no
 * accessible content of its own) and by tests.
 */
export function LayersFallback() {
  const { t } = useTranslation();
  const nameOf = useLayerName();
  const layers = useEditorStore((state) => state.layers);
  return (
    <ul className="visually-hidden" aria-label={t('canvas.layers')}>
      {layers.map((layer) => (
        <li key={layer.id}>{nameOf(layer)}</li>
      ))}
    </ul>
  );
}
