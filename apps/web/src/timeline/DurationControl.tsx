import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { parseDuration } from './durationInput';
import { ReasonButton } from '../components/reason/ReasonButton';

interface Props {
  engine: Engine;
  duration: number;
  disabled: boolean;
}

/**
 * The timeline's total length in whole seconds (SPEC §3): typed, then set with Enter or the button. Keyed
 * by the length where it is used, so an undo, a redo or a loaded design shows its own length.
 */
export function DurationControl({ engine, duration, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(duration));
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const seconds = parseDuration(draft);
    if (seconds === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    engine.execute('set-timeline-duration', { seconds });
  };

  return (
    <form className="timeline__duration" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-input`}>{t('timeline.duration')}</label>
      <input
        id={`${id}-input`}
        className="timeline__duration-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={600}
        step={1}
        value={draft}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
      />
      <ReasonButton
        type="submit"
        className="button button--ghost"
        reason={disabled ? t('reasons.timeline_playing') : null}
      >
        {t('timeline.duration_set')}
      </ReasonButton>
      {invalid && (
        <p id={`${id}-error`} className="timeline__error" role="alert">
          {t('timeline.duration_invalid')}
        </p>
      )}
    </form>
  );
}
