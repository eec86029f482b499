import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTransparentColour } from '@lienzo/core';
import { whenEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';
import { parseHexColor, toColorInputValue } from './hexColor';

/**
 * The canvas background colour: a colour picker and its hex value (SPEC §5 'Bad Hex'). A transparent
 * background shows a checkerboard swatch and the word "Transparent" in place of a hex value.
 */
export function BackgroundColorControl() {
  const { t } = useTranslation();
  const stored = useEditorStore((state) => state.backgroundColor);
  const transparent = isTransparentColour(stored);
  const color = transparent ? 'transparent' : toColorInputValue(stored);
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

  const apply = (value: string) => void whenEngine().then((engine) => engine.setBackgroundColor(value));

  // A full #RRGGBB applies as it is typed; anything else is judged when the field is left or Enter pressed.
  const typeHex = (value: string) => {
    setDraft(value);
    setBad(false);
    const parsed = parseHexColor(value);
    if (parsed && value.trim().length === 7) apply(parsed);
  };

  const commitHex = () => {
    if (draft === null) return;
    const parsed = parseHexColor(draft);
    if (!parsed) {
      setBad(true);
      return;
    }
    apply(parsed);
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
        maxLength={7}
        value={draft ?? (transparent ? t('canvas.transparent') : color)}
        disabled={!ready}
        onChange={(event) => typeHex(event.target.value)}
        onBlur={commitHex}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitHex();
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
