import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURVE_DIRECTIONS,
  TEXT_EFFECT_LIMITS,
  TEXT_EFFECT_NAMES,
  type DesignObjectOf,
  type TextEffectName,
  type TextEffects,
} from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { Slider } from '../shared/Slider';
import { attempt } from '../shared/useEngine';
import './TextEffectsPanel.css';

type Text = DesignObjectOf<'pz-text'>;

/** A colour of an effect: a button showing it, opening the colour picker below. */
function EffectColour({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-effects__colour"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="text-effects__swatch" style={{ background: value }} aria-hidden="true" />
        {label}
      </button>
      {open && <ColourPicker label={label} value={value} onChange={onChange} />}
    </>
  );
}

function EffectGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="text-effects__group">
      <legend>{label}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The Effects section of the text toolbar: outline, shadow, curve and highlight, each switched on and off by
 * its registered command, then tuned; a slider drag is one undo step.
 */
export function TextEffectsPanel({ engine, text }: { engine: Engine; text: Text }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`toolbars.text.effects.${key}`);
  const set = (effects: Partial<TextEffects>) =>
    attempt(() => engine.execute('set-text-effects', { id: text.id, effects, merge: true }));
  const { outline, shadow, curve, highlight } = text;
  return (
    <div className="text-effects">
      <div className="text-effects__toggles">
        {TEXT_EFFECT_NAMES.map((name: TextEffectName) => (
          <button
            key={name}
            type="button"
            aria-pressed={text[name] !== null}
            onClick={() => attempt(() => engine.execute(`text-${name}`))}
          >
            {t(`commands.text-${name}`)}
          </button>
        ))}
      </div>
      {outline && (
        <EffectGroup label={t('commands.text-outline')}>
          <EffectColour
            label={label('outline_colour')}
            value={outline.color}
            onChange={(color) => set({ outline: { ...outline, color } })}
          />
          <Slider
            label={label('outline_width')}
            value={outline.width}
            min={TEXT_EFFECT_LIMITS.outlineWidth.min}
            max={TEXT_EFFECT_LIMITS.outlineWidth.max}
            onChange={(width) => set({ outline: { ...outline, width } })}
          />
        </EffectGroup>
      )}
      {shadow && (
        <EffectGroup label={t('commands.text-shadow')}>
          <EffectColour
            label={label('shadow_colour')}
            value={shadow.color}
            onChange={(color) => set({ shadow: { ...shadow, color } })}
          />
          <Slider
            label={label('shadow_blur')}
            value={shadow.blur}
            min={TEXT_EFFECT_LIMITS.shadowBlur.min}
            max={TEXT_EFFECT_LIMITS.shadowBlur.max}
            onChange={(blur) => set({ shadow: { ...shadow, blur } })}
          />
          <Slider
            label={label('shadow_offset_x')}
            value={shadow.offsetX}
            min={-100}
            max={100}
            onChange={(offsetX) => set({ shadow: { ...shadow, offsetX } })}
          />
          <Slider
            label={label('shadow_offset_y')}
            value={shadow.offsetY}
            min={-100}
            max={100}
            onChange={(offsetY) => set({ shadow: { ...shadow, offsetY } })}
          />
          <Slider
            label={label('shadow_opacity')}
            value={Math.round(shadow.opacity * 100)}
            min={0}
            max={100}
            onChange={(opacity) => set({ shadow: { ...shadow, opacity: opacity / 100 } })}
          />
        </EffectGroup>
      )}
      {curve && (
        <EffectGroup label={t('commands.text-curve')}>
          <div className="text-effects__toggles" role="group" aria-label={label('curve_direction')}>
            {CURVE_DIRECTIONS.map((direction) => (
              <button
                key={direction}
                type="button"
                aria-pressed={curve.direction === direction}
                onClick={() =>
                  attempt(() =>
                    engine.execute('set-text-effects', {
                      id: text.id,
                      effects: { curve: { ...curve, direction } },
                    }),
                  )
                }
              >
                {label(`curve_${direction}`)}
              </button>
            ))}
          </div>
          <Slider
            label={label('curve_radius')}
            value={curve.radius}
            min={TEXT_EFFECT_LIMITS.curveRadius.min}
            max={2000}
            step={10}
            onChange={(radius) => set({ curve: { ...curve, radius } })}
          />
        </EffectGroup>
      )}
      {highlight && (
        <EffectGroup label={t('commands.text-highlight')}>
          <EffectColour
            label={label('highlight_colour')}
            value={highlight.color}
            onChange={(color) => set({ highlight: { ...highlight, color } })}
          />
          <Slider
            label={label('highlight_padding')}
            value={highlight.padding}
            min={TEXT_EFFECT_LIMITS.highlightPadding.min}
            max={TEXT_EFFECT_LIMITS.highlightPadding.max}
            onChange={(padding) => set({ highlight: { ...highlight, padding } })}
          />
          <Slider
            label={label('highlight_radius')}
            value={highlight.radius}
            min={TEXT_EFFECT_LIMITS.highlightRadius.min}
            max={100}
            onChange={(radius) => set({ highlight: { ...highlight, radius } })}
          />
        </EffectGroup>
      )}
    </div>
  );
}
