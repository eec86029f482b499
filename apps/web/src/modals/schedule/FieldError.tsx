/** A field's problem, under it; the field points at it with aria-describedby. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field__error">
      {text}
    </p>
  );
}
