import { PostgrestError } from '../../http/postgrest-errors';

/** The `Prefer` header, parsed (supabase-protocol.md §2.7). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  paramsSingleObject?: boolean;
  /** Honoured preferences in the order received, echoed in `Preference-Applied`. */
  applied: string[];
}

const ALLOWED: Record<string, Set<string>> = {
  return: new Set(['minimal', 'representation', 'headers-only']),
  count: new Set(['exact', 'planned', 'estimated']),
  resolution: new Set(['merge-duplicates', 'ignore-duplicates']),
  missing: new Set(['default', 'null']),
  tx: new Set(['commit', 'rollback']),
  handling: new Set(['strict', 'lenient']),
  params: new Set(['single-object']),
};

/** Parses every `Prefer` header value; unknown preferences are ignored unless `handling=strict`. */
export function parsePreferences(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  if (!header) return prefs;
  const invalid: string[] = [];
  const parts = (Array.isArray(header) ? header.join(',') : header).split(',');
  for (const part of parts) {
    const token = part.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const name = eq < 0 ? token : token.slice(0, eq).trim();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (name === 'max-affected') {
      if (/^\d{1,15}$/.test(value)) {
        prefs.maxAffected = Number(value);
        prefs.applied.push(token);
      } else invalid.push(token);
      continue;
    }
    const allowed = ALLOWED[name];
    if (!allowed || !allowed.has(value)) {
      invalid.push(token);
      continue;
    }
    switch (name) {
      case 'return':
        prefs.return = value as Preferences['return'];
        break;
      case 'count':
        prefs.count = value as Preferences['count'];
        break;
      case 'resolution':
        prefs.resolution = value as Preferences['resolution'];
        break;
      case 'missing':
        prefs.missing = value as Preferences['missing'];
        break;
      case 'tx':
        prefs.tx = value as Preferences['tx'];
        break;
      case 'handling':
        prefs.handling = value as Preferences['handling'];
        break;
      case 'params':
        prefs.paramsSingleObject = true;
        break;
    }
    prefs.applied.push(`${name}=${value}`);
  }
  if (prefs.handling === 'strict' && invalid.length) {
    throw new PostgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefs;
}
