import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabase-client';
import { DataError, isDataError } from '../errors/data-error';
import { MESSAGES } from '../constants/messages';
import { loadAccount, type Account } from './account';
import { forgetActiveRole, resolveActiveRole } from './active-role';
import { INITIAL_AUTH_STATE, useAuth } from './auth-store';
import { runSignedOutCallbacks } from './sign-out-callbacks';

// Bumped whenever the user changes, so a slow profile/roles response for a previous user is dropped.
let generation = 0;
const inFlight = new Map<string, Promise<Account>>();

/** Puts a session in the store (user switch included); profile and roles follow via {@link syncAccount}. */
export function applySession(session: Session): void {
  const previous = useAuth.getState();
  const sameUser = previous.user?.id === session.user.id;
  if (!sameUser) {
    generation += 1;
    if (previous.user) {
      // Another user took over (e.g. signed in in another tab): nothing of the previous one may stay cached.
      forgetActiveRole(previous.user.id);
      runSignedOutCallbacks();
    }
  }
  useAuth.setState({
    session,
    user: session.user,
    isAnonymous: session.user.is_anonymous === true,
    // A known user stays signed-in while their account refreshes; a new one waits for roles before 'signed-in'.
    ...(sameUser && previous.status === 'signed-in' ? {} : { status: 'loading', profile: null, roles: [], activeRole: null }),
  });
}

/** Empties the store and runs the sign-out callbacks (query cache) when someone was signed in. */
export function applySignedOut(): void {
  const previous = useAuth.getState();
  generation += 1;
  inFlight.clear();
  useAuth.setState({ ...INITIAL_AUTH_STATE, status: 'signed-out' });
  if (previous.user) {
    forgetActiveRole(previous.user.id);
    runSignedOutCallbacks();
  }
}

/**
 * Loads profile and roles for the session's user and stores them. Concurrent calls for the same user share one
 * request (the auth event and the sign-in action both ask right after sign-in).
 *
 * @returns the account, or throws DataError when it could not be loaded (the store records `accountError`)
 */
export async function syncAccount(session: Session): Promise<Account> {
  const userId = session.user.id;
  const myGeneration = generation;
  let pending = inFlight.get(userId);
  if (!pending) {
    pending = getSupabase()
      .then((supabase) => loadAccount(supabase, userId))
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, pending);
  }
  try {
    const account = await pending;
    if (myGeneration === generation && useAuth.getState().user?.id === userId) {
      useAuth.setState({
        status: 'signed-in',
        profile: account.profile,
        roles: account.roles,
        activeRole: resolveActiveRole(userId, account.roles),
        accountError: null,
      });
    }
    return account;
  } catch (error) {
    const failure = isDataError(error) ? error : new DataError(MESSAGES.profile.retrieveFailed, { cause: error });
    if (myGeneration === generation && useAuth.getState().user?.id === userId) {
      // The session is valid; say so, and let screens offer a retry from accountError.
      useAuth.setState({ status: 'signed-in', accountError: failure });
    }
    throw failure;
  }
}
