import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '../auth/totp';

/** A TOTP factor a test holds: its id and the secret an authenticator app would keep. */
export interface HeldFactor {
  factorId: string;
  secret: string;
}

/**
 * Brings a signed-in supabase-js client to aal2 the way a person does: with a held factor, a code from its secret;
 * without one, a new TOTP factor enrolled (unfinished enrolments dropped first) and confirmed with its first code.
 * Tests that act as admins call this: the database grants admin power only at aal2.
 */
export async function passTotp(client: SupabaseClient, held?: HeldFactor): Promise<HeldFactor> {
  let factor = held;
  if (!factor) {
    const list = await client.auth.mfa.listFactors();
    if (list.error) throw list.error;
    if (list.data.totp.length) throw new Error('passTotp: the user has a verified factor; pass its secret');
    for (const f of list.data.all) {
      const gone = await client.auth.mfa.unenroll({ factorId: f.id });
      if (gone.error) throw gone.error;
    }
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    factor = { factorId: enrolled.data.id, secret: enrolled.data.totp.secret };
  }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.factorId, code: totpCode(factor.secret) });
  if (verified.error) throw verified.error;
  return factor;
}
