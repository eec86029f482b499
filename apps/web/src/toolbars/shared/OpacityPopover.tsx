import * as Popover from '@radix-ui/react-popover';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { opacityToPercent, percentToOpacity } from '../toolbarLogic';
import { Slider } from './Slider';
import { ToolbarLayer } from './toolbarLayer';

/**
 * The opacity popover (SPEC §2): a 0–100 slider stored as 0–1 (SPEC §5), one undo step per drag. Escape,
 * a click elsewhere or the button again closes it.
 */
export function OpacityPopover({
  engine,
  id,
  opacity,
}: {
  engine: Engine;
  /** The object it sets, or null for every selected object. */
  id: string | null;
  opacity: number;
}) {
  const { t } = useTranslation();
  const layer = useContext(ToolbarLayer);
  return (
    <Popover.Root>
      <Popover.Trigger type="button" className="toolbar-popover">
        {t('toolbars.opacity')}
      </Popover.Trigger>
      {/* In its toolbar (the slider's accessible context), past the bar's edge; Radix places it fixed. */}
      <Popover.Portal container={layer}>
        <Popover.Content
          className="toolbar-popover__panel"
          aria-label={t('toolbars.opacity')}
          side="bottom"
          align="end"
          sideOffset={4}
        >
          <Slider
            label={t('toolbars.opacity')}
            value={opacityToPercent(opacity)}
            min={0}
            max={100}
            onChange={(value) =>
              id === null
                ? engine.execute('set-selection-opacity', { opacity: percentToOpacity(value) })
                : engine.execute('update-object', {
                    id,
                    patch: { opacity: percentToOpacity(value) },
                    merge: true,
                  })
            }
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
