import { useId } from 'react';
import { FieldError } from './FieldError';

/** One labelled text of the post (caption, hashtags, first comment, alt text), its hint and its problem. */
export function ScheduleTextField({
  name,
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  rows,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  hint?: string;
  error?: string;
  /** A text area of this many rows; a one-line input without. */
  rows?: number;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} text={error} />
    </div>
  );
}
