import { track } from '../../analytics/analytics';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_LAYOUT_LIMITS,
  TEXT_LIMITS,
  checkCustomLayout,
  clipText,
  customLayoutHash,
} from '@lienzo/core';
import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { notify, notifyError } from '../../notify/notify';
import { closeModal } from '../../state/modalStore';
import { ModalFrame } from '../ModalFrame';

/**
 * SPEC §5 custom layout: width and height 100–1500, else the alert 'min 100, max 1500' and nothing is
 * applied; an empty name only warns 'name required' and the layout is applied as "Custom Layout".
 * The layout is also kept with POST /api/layouts/save (SPEC §7); a failure there is ignored (§8).
 */
export function CustomLayoutModal() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = { width: Number(width), height: Number(height) };
    const check = checkCustomLayout({ name, ...size });
    if (check.error) {
      notifyError(t('custom_layout.size_error'));
      return;
    }
    if (check.warning) notify(t('custom_layout.name_required'));
    closeModal();
    const label = clipText(check.name, TEXT_LIMITS.layoutName);
    void whenEngine().then((engine) => {
      if (engine.execute('apply-layout', { layout: { ...size, name: label } }))
        track('layout_applied', { layout: 'custom' });
    });
    void api.saveLayout({ hash: customLayoutHash(), label, ...size }).catch(() => undefined);
  };

  const sizeInput = (id: 'width' | 'height', value: string, set: (value: string) => void) => (
    <div className="field">
      <label htmlFor={`custom-layout-${id}`}>{t(`custom_layout.${id}`)}</label>
      <input
        id={`custom-layout-${id}`}
        name={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={CUSTOM_LAYOUT_LIMITS.min}
        max={CUSTOM_LAYOUT_LIMITS.max}
        required
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <ModalFrame title={t('custom_layout.title')} description={t('custom_layout.intro')}>
      {/* noValidate: out-of-range sizes get the SPEC's alert rather than the browser's bubble. */}
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="custom-layout-name">{t('custom_layout.name')}</label>
          <input
            id="custom-layout-name"
            name="name"
            dir="auto"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {sizeInput('width', width, setWidth)}
        {sizeInput('height', height, setHeight)}
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('custom_layout.apply')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
