import { useRef, type ReactNode } from 'react';
import { useOnceVisible } from './useOnceVisible';

/**
 * One font of the picker, its name drawn in its own face once it has scrolled into view: a face downloads
 * when first used, so the catalogue's files are fetched only for the previews a person gets to see.
 */
export function FontOption({
  family,
  weight,
  pressed,
  onPick,
  children,
}: {
  family: string;
  weight?: number;
  pressed: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const visible = useOnceVisible(button);
  return (
    <button
      ref={button}
      type="button"
      className="font-picker__option"
      aria-pressed={pressed}
      style={visible ? { fontFamily: `"${family}"`, fontWeight: weight ?? 400 } : undefined}
      onClick={onPick}
    >
      {children}
    </button>
  );
}
