import { useTranslation } from 'react-i18next';
import { isStoryLayout, stickersUnderSafeZones, type StickerUnderBar } from '@lienzo/core';
import { useEngine } from '../../header/useEngine';
import { useEngineValue } from '../../header/useEngineValue';
import { useEditorStore } from '../../state/editorStore';
import './SafeZones.css';

/**
 * On a story, names each Instagram sticker that sits under a bar Instagram's story screen covers, read
 * again whenever the design changes (a sticker moved, turned, resized, added or removed). It floats over the
 * top of the stage (a hint while nothing is under a bar), so a warning never resizes the canvas under the
 * pointer dragging the sticker (issue 24).
 */
export function SafeZoneWarning() {
  const { t } = useTranslation();
  const engine = useEngine();
  const layout = useEditorStore((state) => state.layout);
  const story = layout !== null && isStoryLayout(layout.key);
  // A string, so that React sees when the list did not change.
  const listed = useEngineValue(
    engine,
    'change',
    (mounted) =>
      story && layout ? JSON.stringify(stickersUnderSafeZones(mounted.getObjects(), layout)) : '[]',
    '[]',
  );
  if (!story) return null;
  const under = JSON.parse(listed) as StickerUnderBar[];
  return (
    <div className="safe-zone-warning" data-alert={under.length > 0 || undefined}>
      <div role="status">
        {under.length > 0 && (
          <>
            <strong>{t('canvas.safe_zones.warning_title')}</strong>
            <ul>
              {under.map(({ id, kind, bar }) => (
                <li key={`${id}-${bar}`}>
                  {t(`canvas.safe_zones.${bar}`, { kind: t(`canvas.safe_zones.kinds.${kind}`) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {under.length === 0 && <p className="safe-zone-warning__hint">{t('canvas.safe_zones.hint')}</p>}
    </div>
  );
}
