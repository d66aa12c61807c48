import { AuthError, validationFailed } from './errors';
import { parseGoDuration } from './duration';
import { booleanField, isUuid, normalizeEmail, objectField, stringField } from './request-input';
import { assertStrongPassword, isBcryptHash } from './passwords';

/** The user attributes accepted by admin create/update (protocol §3.5), validated. */
export interface AdminUserAttributes {
  id?: string;
  email?: string;
  password?: string;
  passwordHash?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  /** undefined = unchanged, null = lift the ban, Date = banned until then. */
  bannedUntil?: Date | null;
}

/** Reads and validates admin attributes; unknown keys are ignored like GoTrue does. */
export function readAdminAttributes(body: Record<string, unknown>): AdminUserAttributes {
  const attrs: AdminUserAttributes = {};
  const id = stringField(body, 'id');
  if (id !== undefined) {
    if (!isUuid(id)) throw validationFailed('id must be a valid UUID');
    attrs.id = id.toLowerCase();
  }
  const email = stringField(body, 'email');
  if (email) attrs.email = normalizeEmail(email);
  if (stringField(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const password = stringField(body, 'password');
  if (password !== undefined) {
    assertStrongPassword(password);
    attrs.password = password;
  }
  const hash = stringField(body, 'password_hash');
  if (hash !== undefined) {
    if (!isBcryptHash(hash)) throw validationFailed('Invalid password hash format: only bcrypt hashes are supported');
    attrs.passwordHash = hash;
  }
  attrs.emailConfirm = booleanField(body, 'email_confirm');
  attrs.userMetadata = objectField(body, 'user_metadata');
  attrs.appMetadata = objectField(body, 'app_metadata');
  const role = stringField(body, 'role');
  if (role !== undefined) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw validationFailed('role must be a valid database role name');
    attrs.role = role;
  }
  const ban = stringField(body, 'ban_duration');
  if (ban !== undefined && ban !== '') {
    if (ban === 'none') attrs.bannedUntil = null;
    else {
      const ms = parseGoDuration(ban);
      if (ms === undefined) throw validationFailed('invalid format for ban duration: time: invalid duration ' + JSON.stringify(ban));
      attrs.bannedUntil = new Date(Date.now() + ms);
    }
  }
  return attrs;
}
