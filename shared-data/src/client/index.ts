export { configureSupabase, isSupabaseConfigured, supabaseConfig, type SupabaseRuntimeConfig } from './config';
export { getSupabase } from './supabase-client';
export type { AppSupabaseClient, Database, TypedSupabaseClient } from './types';
