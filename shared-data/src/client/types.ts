import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';

/**
 * The client type every area sees. Still the untyped client: switching to {@link TypedSupabaseClient} is a
 * one-line change here, waiting until the domain modules compile against the generated schema (it currently
 * reveals nullability/enum mismatches in guest/, prices/ and visitors/).
 */
export type AppSupabaseClient = SupabaseClient;

/** The client typed with the schema generated from supabase/migrations. */
export type TypedSupabaseClient = SupabaseClient<Database>;

export type { Database };
