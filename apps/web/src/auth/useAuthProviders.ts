import type { OAuthProvider } from '@lienzo/core';
import { useEffect, useState } from 'react';
import { api } from '../api/client';

let asked: Promise<OAuthProvider[]> | null = null;

/** The OAuth providers the server offers (GET /api/auth/providers), asked once; none until it answers or if it fails. */
export function useAuthProviders(): OAuthProvider[] {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    let current = true;
    asked ??= api.authProviders().then(
      (answer) => answer.oauth,
      () => {
        asked = null;
        return [];
      },
    );
    void asked.then((oauth) => {
      if (current) setProviders(oauth);
    });
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
