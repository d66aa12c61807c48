import type { Database } from '@spotless/local-supabase';

/**
 * Lifts every write rate limit (20250612000400_write_rate_limits.sql) in a test database, for suites about other
 * rules whose actors write more than a customer would in an hour. write-limits.test.ts tests the limits themselves.
 */
export async function liftWriteLimits(db: Database): Promise<void> {
  await db.query(`update public.write_limits set per_session = null, per_ip = null`);
}
