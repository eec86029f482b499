import type { Engine, ObjectPatch } from '@lienzo/editor';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { attempt } from '../shared/useEngine';

/** Stores a change of one sticker's props (SPEC §5 rules applied by the engine). */
export type StickerUpdate = (patch: ObjectPatch) => void;

export function stickerUpdater(engine: Engine, id: string): StickerUpdate {
  return (patch) => attempt(() => engine.execute('update-sticker', { id, patch }));
}

/** What every sticker toolbar ends with: opacity and the layer actions. */
export function StickerCommon({ engine, id, opacity }: { engine: Engine; id: string; opacity: number }) {
  return (
    <>
      <OpacityPopover engine={engine} id={id} opacity={opacity} />
      <LayerActions engine={engine} />
    </>
  );
}
