import type { FabricObject } from 'fabric';
import type { DesignObject } from '@lienzo/core';

/**
 * The layers panel's lock and hide on a drawn object: a locked one is not picked by a click or a drag box
 * and, when selected from the panel, shows its frame without handles and does not move; a hidden one is
 * neither drawn nor exported (the export draws the same canvas) nor picked.
 */
export function applyLayerState(object: FabricObject, record: Pick<DesignObject, 'locked' | 'hidden'>): void {
  const locked = record.locked === true;
  const hidden = record.hidden === true;
  object.set({
    visible: !hidden,
    selectable: !locked,
    evented: !locked && !hidden,
    hasControls: !locked,
    lockMovementX: locked,
    lockMovementY: locked,
    lockRotation: locked,
    lockScalingX: locked,
    lockScalingY: locked,
  });
}
