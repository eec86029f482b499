import { useTranslation } from 'react-i18next';
import { BUTTON_GRADIENT_ENDS } from '@lienzo/editor';

/** The 8 gradient presets of a button (SPEC §9), drawn from its background colour. */
export function ButtonStyles({
  backgroundColor,
  value,
  onPick,
}: {
  backgroundColor: string;
  value: number;
  onPick: (style: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('instagram.toolbar.presets')} className="toolbar-colours__inputs">
      {BUTTON_GRADIENT_ENDS.map((end, style) => (
        <button
          key={end}
          type="button"
          className="colour-picker__swatch"
          style={{ background: `linear-gradient(135deg, ${backgroundColor}, ${end})` }}
          aria-label={t('instagram.toolbar.style_n', { n: style + 1 })}
          aria-pressed={value === style}
          onClick={() => onPick(style)}
        />
      ))}
    </div>
  );
}
