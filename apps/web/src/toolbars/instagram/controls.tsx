import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STICKER_PALETTE } from '@lienzo/core';
import { BUTTON_GRADIENT_ENDS } from '@lienzo/editor';

/**
 * A labelled text field of a sticker toolbar. What the user types goes through `clean` (the SPEC §5
 * rule of the field) and the cleaned text is both shown and handed to `onChange`.
 */
export function StickerTextField({
  label,
  initial,
  placeholder,
  maxLength = 100,
  clean = (value) => value,
  onChange,
}: {
  label: string;
  initial: string;
  placeholder?: string;
  maxLength?: number;
  clean?: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  return (
    <div className="toolbar-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => {
          const cleaned = clean(event.target.value);
          setValue(cleaned);
          onChange(cleaned);
        }}
      />
    </div>
  );
}

/** The 18 colours of the question and slider palettes (SPEC §9), the current one pressed. */
export function StickerPalette({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (colour: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="toolbar-colours__inputs">
      {STICKER_PALETTE.map((colour) => (
        <button
          key={colour}
          type="button"
          className="colour-picker__swatch"
          style={{ background: colour }}
          aria-label={t('instagram.toolbar.colour', { colour })}
          aria-pressed={value.toUpperCase() === colour}
          onClick={() => onPick(colour)}
        />
      ))}
    </div>
  );
}

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
