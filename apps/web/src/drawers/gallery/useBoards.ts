import { useEffect, useState } from 'react';
import type { Board } from '@lienzo/core';
import { api } from '../../api/client';

/** The signed-in user's boards (folders); empty while loading, for visitors, or when the call fails. */
export function useBoards(enabled: boolean): { boards: Board[]; loaded: boolean } {
  const [state, setState] = useState<{ boards: Board[]; loaded: boolean }>({ boards: [], loaded: false });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    api
      .userBoards()
      .then(({ items }) => active && setState({ boards: items, loaded: true }))
      .catch(() => active && setState({ boards: [], loaded: true }));
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
