// Connects shared-data to the configured Supabase project and starts tracking the auth session. supabase-js itself
// is fetched lazily by shared-data, after first paint.
import { configureSupabase, initAuth } from '@spotless/shared-data';
import type { AppConfig } from '../config/runtime-config';

export function startSession(config: AppConfig): void {
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  void initAuth();
}
