/**
 * Things to forget when the user changes: the TanStack Query cache (DataProvider registers it), per-user UI
 * state. Kept as a registry so auth does not import the query layer and areas can add their own.
 */
const callbacks = new Set<() => void>();

/**
 * Registers `callback` to run whenever the signed-in user signs out or is replaced by another user.
 * @returns a function that unregisters it
 */
export function onSignedOut(callback: () => void): () => void {
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
  };
}

/** Runs every registered callback; one failing callback does not stop the others. */
export function runSignedOutCallbacks(): void {
  for (const callback of [...callbacks]) {
    try {
      callback();
    } catch (error) {
      console.error('sign-out callback failed', error);
    }
  }
}
