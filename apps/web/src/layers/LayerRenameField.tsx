import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import type { LayerRow } from './useLayerRows';

/**
 * The field that takes a layer row's select button's place while it is renamed: Enter or leaving it renames
 * (empty: back to the name from the content), Escape keeps the old name.
 */
export function LayerRenameField({
  row,
  onDone,
}: {
  row: Pick<LayerRow, 'id' | 'name'>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(row.name);
  // Escape then the blur of the field going away must not rename after all.
  const finished = useRef(false);
  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    if (save && draft !== row.name) currentEngine()?.execute('rename-layer', { id: row.id, name: draft });
    onDone();
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  return (
    <input
      className="layers-panel__rename"
      aria-label={t('layers.rename_field')}
      value={draft}
      maxLength={FIELD_LIMITS.layerName}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKey}
      onBlur={() => finish(true)}
    />
  );
}
