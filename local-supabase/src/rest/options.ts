/** Knobs of the REST service (PostgREST's db-schemas, db-max-rows, …). */
export interface RestOptions {
  /** Schemas a client may pick with Accept-Profile/Content-Profile; the first is the default. */
  exposedSchemas: string[];
  /** Upper bound of rows any read returns (Supabase: 1000). */
  maxRows: number;
}

/** Defaults mimicking a Supabase project; PGRST_DB_SCHEMAS / PGRST_DB_MAX_ROWS override them. */
export function restOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RestOptions {
  const schemas = (env.PGRST_DB_SCHEMAS ?? 'public,graphql_public')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const maxRows = Number(env.PGRST_DB_MAX_ROWS ?? 1000);
  return { exposedSchemas: schemas.length ? schemas : ['public'], maxRows: Number.isInteger(maxRows) && maxRows > 0 ? maxRows : 1000 };
}
