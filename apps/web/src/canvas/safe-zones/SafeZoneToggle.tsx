import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStoryLayout } from '@lienzo/core';
import { useEngine } from '../../header/useEngine';
import { browserStorage } from '../../state/browserStorage';
import { useEditorStore } from '../../state/editorStore';
import { readSafeZonePreference, rememberSafeZonePreference } from './safeZonePreference';
import './SafeZones.css';

/**
 * Shows or hides the shade over the bars Instagram's story screen covers; offered on story layouts only and
 * remembered by this browser.
 */
export function SafeZoneToggle() {
  const { t } = useTranslation();
  const engine = useEngine();
  const layout = useEditorStore((state) => state.layout);
  const [shown, setShown] = useState(() => readSafeZonePreference(browserStorage()));

  useEffect(() => {
    engine?.execute('show-safe-zones', { shown });
  }, [engine, shown]);

  if (!layout || !isStoryLayout(layout.key)) return null;
  return (
    <button
      type="button"
      className="button button--ghost safe-zone-toggle"
      // Used less than the zoom: it moves into the canvas bar's "More" menu first.
      data-overflow-early=""
      aria-pressed={shown}
      onClick={() => {
        rememberSafeZonePreference(browserStorage(), !shown);
        setShown(!shown);
      }}
    >
      {t('canvas.safe_zones.toggle')}
    </button>
  );
}
