import bcrypt from 'bcryptjs';
import { AuthError } from './errors';

/** bcrypt cost GoTrue uses; slow on purpose (ASVS 11.4.2). */
const COST = 10;
/** ASVS 6.2.1: at least 8 characters (GoTrue's default is 6; the product asks for more). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt only looks at the first 72 bytes; longer inputs would silently collide. */
const MAX_PASSWORD_BYTES = 72;

/** Refuses passwords that break the policy with GoTrue's `weak_password` error. */
export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** A hash of nothing anyone knows, compared against when the user is unknown so timing does not reveal accounts. */
const DUMMY_HASH = bcrypt.hashSync('no-such-user-password', COST);

/** Checks a password against a stored bcrypt hash (or against a dummy one when there is none). */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** True for a bcrypt hash an admin may import (`password_hash` on admin create). */
export function isBcryptHash(value: string): boolean {
  return /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value);
}
