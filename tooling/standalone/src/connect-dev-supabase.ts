import { configureSupabase, initAuth } from '@spotless/shared-data';

interface DevConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

/**
 * Connects Supabase from the dev server's /config.json when it has one (same shape the shell reads), so an area can
 * talk to local-supabase on its own. Without one the area still renders: data screens show their error states.
 */
export async function connectDevSupabase(area: string): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return;
    const config = (await response.json()) as DevConfig;
    if (!config.supabaseUrl || !config.supabaseAnonKey) return;
    configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
    void initAuth();
  } catch {
    console.warn(`[${area}] standalone: no /config.json, running without Supabase`);
  }
}
