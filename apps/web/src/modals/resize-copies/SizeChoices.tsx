import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LAYOUT_LIMITS, checkCustomLayout, layoutLabel, layoutsForSelector } from '@lienzo/core';
import { useLayoutName } from '../../canvas/layout-selector/LayoutSelector';
import { notifyError } from '../../notify/notify';
import { customSizeKey, toggleSize } from './sizeChoice';
import { ReasonButton } from '../../components/reason/ReasonButton';

const GROUPS = layoutsForSelector();

/**
 * The sizes to make copies in: every layout of the selector by group (the design's own not offered) and custom
 * sizes added by width and height, each a checkbox; `value` holds layout keys and `custom.{w}x{h}` keys.
 */
export function SizeChoices({
  value,
  currentKey,
  onChange,
  disabled,
}: {
  value: readonly string[];
  currentKey: string;
  onChange: (keys: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = useLayoutName();
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const custom = value.filter((key) => key.startsWith('custom.'));

  const checkbox = (key: string, label: string) => (
    <label key={key} className="resize-copies__choice">
      <input
        type="checkbox"
        name="sizes"
        value={key}
        checked={value.includes(key)}
        disabled={disabled}
        onChange={(event) => onChange(toggleSize(value, key, event.currentTarget.checked))}
      />
      <span>{label}</span>
    </label>
  );

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    // The inputs are off while copies are made; Enter must not add a size either.
    if (disabled) return;
    const size = { width: Number(width), height: Number(height) };
    if (checkCustomLayout({ name: '', ...size }).error) {
      notifyError(t('custom_layout.size_error'));
      return;
    }
    onChange(toggleSize(value, customSizeKey(size), true));
    setWidth('');
    setHeight('');
  };

  const sizeInput = (id: 'width' | 'height', text: string, set: (text: string) => void) => (
    <div className="field resize-copies__custom-field">
      <label htmlFor={`resize-copies-${id}`}>{t(`custom_layout.${id}`)}</label>
      <input
        id={`resize-copies-${id}`}
        type="number"
        inputMode="numeric"
        step={1}
        min={CUSTOM_LAYOUT_LIMITS.min}
        max={CUSTOM_LAYOUT_LIMITS.max}
        value={text}
        disabled={disabled}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <div className="resize-copies__choices">
      {[...GROUPS].map(([group, layouts]) => {
        const offered = layouts.filter((layout) => layout.key !== currentKey);
        if (offered.length === 0) return null;
        return (
          <fieldset key={group} className="resize-copies__group">
            <legend className="resize-copies__legend">{t(`layouts.groups.${group}`)}</legend>
            {offered.map((layout) =>
              checkbox(
                layout.key,
                layoutLabel({ name: nameOf(layout.key, layout.name), sizes: layout.sizes }),
              ),
            )}
          </fieldset>
        );
      })}
      <fieldset className="resize-copies__group">
        <legend className="resize-copies__legend">{t('resize_copies.custom')}</legend>
        {custom.map((key) => {
          const [w, h] = key.slice('custom.'.length).split('x');
          return checkbox(key, t('resize_copies.custom_size', { width: w, height: h }));
        })}
        {/* noValidate: out-of-range sizes get the custom layout's alert rather than the browser's bubble. */}
        <form className="resize-copies__custom" onSubmit={addCustom} noValidate>
          {sizeInput('width', width, setWidth)}
          {sizeInput('height', height, setHeight)}
          <ReasonButton
            type="submit"
            className="button button--outline"
            reason={disabled ? t('reasons.wait') : null}
          >
            {t('resize_copies.add_size')}
          </ReasonButton>
        </form>
      </fieldset>
    </div>
  );
}
