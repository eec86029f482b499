import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { layerNameOf, type DesignObject } from '@lienzo/core';

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

/** A layer's name in the user's language: its own name, its words, what it shows, or its type. */
export function useLayerName(): (object: DesignObject) => string {
  const { t } = useTranslation();
  return useCallback(
    (object: DesignObject) => {
      const name = layerNameOf(object);
      switch (name.kind) {
        case 'named':
        case 'text':
          return name.text;
        case 'type':
          return t(`layers.types.${TYPES.find((known) => known === name.type) ?? 'other'}`);
        default:
          return t(`layers.names.${name.kind}`, { name: name.subject });
      }
    },
    [t],
  );
}
