import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { opacityToPercent, percentToOpacity } from '../toolbarLogic';
import { Slider } from './Slider';

/** The opacity popover (SPEC §2): a 0–100 slider stored as 0–1 (SPEC §5). */
export function OpacityPopover({ engine, id, opacity }: { engine: Engine; id: string; opacity: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="toolbar-popover">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('toolbars.opacity')}
      </button>
      {open && (
        <div className="toolbar-popover__panel" role="dialog" aria-label={t('toolbars.opacity')}>
          <Slider
            label={t('toolbars.opacity')}
            value={opacityToPercent(opacity)}
            min={0}
            max={100}
            onChange={(value) => engine.updateObject(id, { opacity: percentToOpacity(value) })}
          />
        </div>
      )}
    </div>
  );
}
