import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, isTransparentColour, parseColour, readColour, toCss, toHex } from '@lienzo/core';
import { whenEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';

/**
 * The canvas background colour: a colour picker and its value, typed as any colour input takes it (hex,
 * short hex, rgb, rgba; SPEC §5 'Bad Hex' otherwise). A transparent
 * background shows a checkerboard swatch and the word "Transparent" in place of a hex value.
 */
export function BackgroundColorControl() {
  const { t } = useTranslation();
  const stored = useEditorStore((state) => state.backgroundColor);
  const transparent = isTransparentColour(stored);
  const color = transparent ? 'transparent' : toHex(readColour(stored));
  const ready = useEditorStore((state) => state.ready);
  // What the user is typing, until it is a colour; null shows the canvas colour.
  const [draft, setDraft] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  // A new colour from elsewhere (a loaded design, the picker) replaces whatever was being typed.
  const [shownColor, setShownColor] = useState(color);
  if (color !== shownColor) {
    setShownColor(color);
    setDraft(null);
    setBad(false);
  }

  const apply = (value: string) =>
    void whenEngine().then((engine) => engine.execute('set-background-color', { color: value }));

  // A full #RRGGBB (the only colour of 7 characters) applies as it is typed; anything else is judged when
  // the field is left or Enter pressed.
  const typeColour = (value: string) => {
    setDraft(value);
    setBad(false);
    const parsed = parseColour(value);
    if (parsed && value.trim().length === 7) apply(toCss(parsed));
  };

  const commitColour = () => {
    if (draft === null) return;
    const parsed = parseColour(draft);
    if (!parsed) {
      setBad(true);
      return;
    }
    apply(toCss(parsed));
    setDraft(null);
  };

  return (
    <div className="color-control">
      <input
        type="color"
        className={`color-control__swatch ${transparent ? 'color-control__swatch--transparent' : ''}`}
        aria-label={t('canvas.background')}
        title={transparent ? t('canvas.transparent') : undefined}
        value={transparent ? '#ffffff' : color}
        disabled={!ready}
        onChange={(event) => {
          setDraft(null);
          setBad(false);
          apply(event.target.value);
        }}
      />
      <input
        type="text"
        className={`color-control__hex ${bad ? 'color-control__hex--bad' : ''} ${
          draft === null && transparent ? 'color-control__hex--word' : ''
        }`}
        aria-label={t('canvas.background_hex')}
        aria-invalid={bad}
        aria-describedby={bad ? 'background-hex-error' : undefined}
        spellCheck={false}
        maxLength={FIELD_LIMITS.colour}
        value={draft ?? (transparent ? t('canvas.transparent') : color)}
        disabled={!ready}
        onChange={(event) => typeColour(event.target.value)}
        onBlur={commitColour}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitColour();
        }}
      />
      {bad && (
        <span id="background-hex-error" className="color-control__error" role="alert">
          {t('canvas.bad_hex')}
        </span>
      )}
    </div>
  );
}
