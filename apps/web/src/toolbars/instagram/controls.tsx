import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STICKER_PALETTE } from '@lienzo/core';

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
