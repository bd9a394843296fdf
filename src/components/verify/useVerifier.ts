/**
 * The secp256k1 half of the verification as a lazily loaded module: it loads when a transaction
 * is shown, never with a route. Everything that needs it asks through this hook.
 */
import { useEffect, useState } from 'react';

export type Verifier = typeof import('../../domain/verify/index.ts');

let loading: Promise<Verifier> | null = null;

function loadVerifier(): Promise<Verifier> {
  loading ??= import('../../domain/verify/index.ts').catch((error: unknown) => {
    // A failed chunk load (offline, a new deploy) may succeed on the next page.
    loading = null;
    throw error;
  });
  return loading;
}

/** null while loading, then the module, or the Error that kept it from loading. */
export function useVerifier(): Verifier | Error | null {
  const [state, setState] = useState<Verifier | Error | null>(null);
  useEffect(() => {
    let live = true;
    loadVerifier().then(
      (verifier) => live && setState(verifier),
      (error: unknown) => live && setState(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
