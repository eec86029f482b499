import { useEffect } from 'react';
import { useAppStore } from '../state/appStore';

const BRAND = 'Lienzo';

/** The browser tab names the open design, as design tools do; a new, unsaved design shows the brand alone. */
export function useDocumentTitle(): void {
  const title = useAppStore((state) => state.design?.title);
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
