import { FIELD_LIMITS } from '@lienzo/core';

/** A drawer item's layer name, as the document takes it (one line, within its limit); none when blank. */
export function drawerLayerName(name: string | undefined): { name?: string } {
  const line = name?.replace(/\s+/g, ' ').trim().slice(0, FIELD_LIMITS.layerName);
  return line ? { name: line } : {};
}
