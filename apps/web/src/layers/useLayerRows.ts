import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';

const TYPES = [
  'pz-text',
  'pz-ftext',
  'pz-image',
  'pz-vector',
  'pz-illustration',
  'pz-button',
  'pz-poll',
  'pz-question',
  'pz-slider',
] as const;

/** One object as the layers list and the timeline show it. */
export interface LayerRow {
  id: string;
  name: string;
  thumbnail: string | null;
}

function thumbnailOf(id: string): string | null {
  try {
    return currentEngine()?.objectToDataUrl(id, 40) ?? null;
  } catch {
    return null;
  }
}

/** The design's objects top-first, each with its text (or its type's name) and a small picture. */
export function useLayerRows(): LayerRow[] {
  const { t } = useTranslation();
  const layers = useEditorStore((state) => state.layers);
  return useMemo<LayerRow[]>(() => {
    const engine = currentEngine();
    return [...layers].reverse().map((layer) => {
      const type = engine?.getObject(layer.id)?.type;
      const typeName = t(`layers.types.${TYPES.find((known) => known === type) ?? 'other'}`);
      return { id: layer.id, name: layer.text.trim() || typeName, thumbnail: thumbnailOf(layer.id) };
    });
  }, [layers, t]);
}
