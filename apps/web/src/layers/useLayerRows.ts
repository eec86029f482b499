import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outermostGroupOf, type DesignObject } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';
import { keepThumbnailsOf, thumbnailOf } from './thumbnails';
import { useLayerName } from './useLayerName';

/** One object as the layers list and the timeline show it. */
export interface LayerRow {
  id: string;
  name: string;
  thumbnail: string | null;
  locked: boolean;
  hidden: boolean;
}

/** A row of the layers panel: a lone object, or a group with its members (top-first). */
export interface LayerUnit extends LayerRow {
  /** The object a click selects (for a group, any member: the engine selects the whole group). */
  members: LayerRow[] | null;
}

function rowOf(object: DesignObject, name: string): LayerRow {
  const engine = currentEngine();
  return {
    id: object.id,
    name,
    thumbnail: engine ? thumbnailOf(engine, object.id, [object]) : null,
    locked: object.locked === true,
    hidden: object.hidden === true,
  };
}

/** The design's objects top-first, each with its name and a small picture (the timeline's rows). */
export function useLayerRows(): LayerRow[] {
  const layers = useEditorStore((state) => state.layers);
  const assetsDrawn = useEditorStore((state) => state.assetsDrawn);
  const nameOf = useLayerName();
  return useMemo<LayerRow[]>(
    () => [...layers].reverse().map((object) => rowOf(object, nameOf(object))),
    // assetsDrawn: a picture arrived, its thumbnail was forgotten and is drawn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [layers, nameOf, assetsDrawn],
  );
}

/**
 * The layers panel's rows top-first: each group (its outermost) is one row that opens to its members, each
 * lone object one row. A group is locked or hidden when all of its members are.
 */
export function useLayerTree(): LayerUnit[] {
  const { t } = useTranslation();
  const layers = useEditorStore((state) => state.layers);
  const assetsDrawn = useEditorStore((state) => state.assetsDrawn);
  const nameOf = useLayerName();
  return useMemo<LayerUnit[]>(() => {
    const engine = currentEngine();
    const units: { key: string; objects: DesignObject[] }[] = [];
    for (const object of [...layers].reverse()) {
      const group = outermostGroupOf(object);
      const last = units[units.length - 1];
      if (group !== null && last?.key === `group:${group}`) last.objects.push(object);
      else units.push({ key: group === null ? object.id : `group:${group}`, objects: [object] });
    }
    keepThumbnailsOf(new Set([...units.map((unit) => unit.key), ...layers.map((object) => object.id)]));
    return units.map(({ key, objects }): LayerUnit => {
      const first = objects[0]!;
      if (objects.length === 1 && key === first.id) return { ...rowOf(first, nameOf(first)), members: null };
      const members = objects.map((object) => rowOf(object, nameOf(object)));
      return {
        id: first.id,
        name: t('layers.names.group', { count: objects.length }),
        // Bottom first, as they are drawn.
        thumbnail: engine ? thumbnailOf(engine, key, [...objects].reverse()) : null,
        locked: members.every((member) => member.locked),
        hidden: members.every((member) => member.hidden),
        members,
      };
    });
    // assetsDrawn: a picture arrived, its thumbnail was forgotten and is drawn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layers, nameOf, t, assetsDrawn]);
}
