import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { DataError } from '../errors/data-error';
import type { Profile } from './account';
import type { AppRole } from './roles';

/** Where the session stands: unknown yet, nobody, or someone (possibly an anonymous guest). */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** The auth store's state. Read it with `useAuth(selector)` in components or `useAuth.getState()` elsewhere. */
export interface AuthState {
  /** 'loading' until the stored session is read and, when signed in, the profile and roles are loaded. */
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** True for a guest's anonymous session (no e-mail, no roles). */
  isAnonymous: boolean;
  profile: Profile | null;
  /** Roles from `user_roles`; empty for guests. */
  roles: AppRole[];
  /** The role the user works as in this tab; null when several roles and none chosen yet (show the role picker). */
  activeRole: AppRole | null;
  /** Set when the profile or roles could not be loaded (the session itself is fine). */
  accountError: DataError | null;
  /** True after the user arrived through a password-recovery link, until the new password is saved. */
  passwordRecovery: boolean;
}

/** The state before anything is known. */
export const INITIAL_AUTH_STATE: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  isAnonymous: false,
  profile: null,
  roles: [],
  activeRole: null,
  accountError: null,
  passwordRecovery: false,
};

/**
 * The auth store (zustand). Components subscribe to the slice they need: `useAuth((s) => s.activeRole)`.
 * It is only written by this folder's actions and the auth-event listener started by `initAuth()`.
 */
export const useAuth = create<AuthState>()(() => INITIAL_AUTH_STATE);
