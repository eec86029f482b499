import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HexColorPicker } from 'react-colorful';
import { FIELD_LIMITS, parseColour, readColour, toCss, toHex } from '@lienzo/core';
import { currentEngine } from '../../engine/engineRegistry';
import { QUICK_COLOURS, QUICK_GREYS } from './colourLists';
import './ColourPicker.css';

function Swatches({
  label,
  colours,
  onPick,
}: {
  label: string;
  colours: readonly string[];
  onPick: (colour: string) => void;
}) {
  const { t } = useTranslation();
  if (colours.length === 0) return null;
  return (
    <div className="colour-picker__swatches" role="group" aria-label={label}>
      <span className="colour-picker__heading">{label}</span>
      <div className="colour-picker__row">
        {colours.map((colour) => (
          <button
            key={colour}
            type="button"
            className="colour-picker__swatch"
            style={{ background: colour }}
            aria-label={t('colour_picker.use', { colour })}
            title={colour}
            onClick={() => onPick(colour)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The colour picker (SPEC §2, §5): a colour field (hex, short hex, rgb, rgba; 'Bad Hex' otherwise),
 * New Color, Clear, Document Colors, Quick Colors and an alpha slider. A drag is one undo step.
 */
export function ColourPicker({
  label,
  value,
  onChange,
  onClear,
  documentColours = [],
  palette,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (colour: string) => void;
  onClear?: () => void;
  documentColours?: readonly string[];
  palette?: readonly string[];
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const colour = readColour(value);
  const shown = toCss(colour);
  const [draft, setDraft] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const [picking, setPicking] = useState(false);
  const [shownBefore, setShownBefore] = useState(shown);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    setDraft(null);
    setBad(false);
  }
  const end = () => currentEngine()?.endGesture();
  const apply = (next: string) => {
    onChange(next);
    end();
  };
  const commit = () => {
    if (draft === null) return;
    const parsed = parseColour(draft);
    if (!parsed) {
      setBad(true);
      return;
    }
    apply(toCss(parsed));
    setDraft(null);
  };
  const alpha = Math.round(colour.a * 100);

  return (
    <div className="colour-picker" role="group" aria-label={label}>
      <div className="colour-picker__field">
        <span className="colour-picker__preview" style={{ background: shown }} aria-hidden="true" />
        <input
          type="text"
          className={bad ? 'colour-picker__input colour-picker__input--bad' : 'colour-picker__input'}
          aria-label={t('colour_picker.value', { label })}
          aria-invalid={bad}
          aria-describedby={bad ? errorId : undefined}
          spellCheck={false}
          maxLength={FIELD_LIMITS.colour}
          value={draft ?? shown}
          onChange={(event) => {
            setDraft(event.target.value);
            setBad(false);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {bad && (
          <span id={errorId} className="colour-picker__error" role="alert">
            {t('colour_picker.bad_hex')}
          </span>
        )}
      </div>
      <div className="colour-picker__buttons">
        <button type="button" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {t('colour_picker.new_color')}
        </button>
        {onClear && (
          <button
            type="button"
            onClick={() => {
              onClear();
              end();
            }}
          >
            {t('colour_picker.clear')}
          </button>
        )}
      </div>
      {picking && (
        <div onPointerUp={end} onKeyUp={end}>
          <HexColorPicker
            color={toHex(colour)}
            onChange={(hex) => onChange(toCss({ ...readColour(hex), a: colour.a }))}
          />
        </div>
      )}
      <label className="colour-picker__alpha">
        <span>{t('colour_picker.alpha')}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={alpha}
          onChange={(event) => onChange(toCss({ ...colour, a: Number(event.target.value) / 100 }))}
          onPointerUp={end}
          onKeyUp={end}
          onBlur={end}
        />
        <output>{alpha}</output>
      </label>
      {palette && <Swatches label={t('colour_picker.palette')} colours={palette} onPick={apply} />}
      <Swatches label={t('colour_picker.document_colors')} colours={documentColours} onPick={apply} />
      <Swatches
        label={t('colour_picker.quick_colors')}
        colours={[...QUICK_COLOURS, ...QUICK_GREYS]}
        onPick={apply}
      />
    </div>
  );
}
