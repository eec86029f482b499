import { useEffect, useState } from 'react';
import type { Engine } from '@lienzo/editor';
import { whenEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';

/** The mounted engine once the canvas is ready, null before and after (re-renders when it changes). */
export function useEngine(): Engine | null {
  const ready = useEditorStore((state) => state.ready);
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void whenEngine().then((mounted) => {
      if (live) setEngine(mounted);
    });
    return () => {
      live = false;
      setEngine(null);
    };
  }, [ready]);
  return ready ? engine : null;
}
