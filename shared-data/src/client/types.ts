import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The client type every area sees. Until the generated `database.types.ts` lands (owned by the database engineer),
 * this is the untyped client; switching to `SupabaseClient<Database>` is a one-line change here.
 */
export type AppSupabaseClient = SupabaseClient;
