/** A JSON object as stored in raw_user_meta_data / raw_app_meta_data. */
export type Metadata = Record<string, unknown>;

/** GoTrue's merge: top-level keys of `patch` replace those of `base`; a key set to null is removed. */
export function mergeMetadata(base: Metadata | null | undefined, patch: Metadata): Metadata {
  const out: Metadata = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** app_metadata for a user whose identities are `providers` (the first one is the sign-up provider). */
export function withProviders(base: Metadata | null | undefined, providers: string[]): Metadata {
  const unique = [...new Set(providers)];
  const current = base ?? {};
  return { ...current, provider: typeof current.provider === 'string' ? current.provider : unique[0], providers: unique };
}
