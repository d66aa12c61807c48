// /register when already signed in: one account holds all of a person's roles, so a client becomes a cleaner (or a
// cleaner a client) here with the RPC add_my_role, without a second e-mail or password.
import { useState } from 'react';
import { Link, useNavigate } from '@spotless/shared-ui/router';
import { Button, toast } from '@spotless/shared-ui';
import { MESSAGES, addMyRole, dashboardPathFor, useAuth, type SelfServiceRole } from '@spotless/shared-data';
import { firstNameOf } from '../../platform/session';
import { AuthCard, Notice, Stack, messageOf } from './auth-parts';

const ROLE_NAME: Record<SelfServiceRole, string> = { client: 'client', cleaner: 'cleaner' };

/** The roles a signed-in person may still add, the preferred one (from ?role=) first. */
export function addableRoles(held: readonly string[], preferred: SelfServiceRole | null): SelfServiceRole[] {
  const missing = (['cleaner', 'client'] as const).filter((role) => !held.includes(role));
  return preferred && missing.includes(preferred) ? [preferred, ...missing.filter((role) => role !== preferred)] : missing;
}

export function AddRolePanel({ preferred }: { preferred: SelfServiceRole | null }) {
  const navigate = useNavigate();
  const roles = useAuth((state) => state.roles);
  const profile = useAuth((state) => state.profile);
  const user = useAuth((state) => state.user);
  const activeRole = useAuth((state) => state.activeRole);
  const [busy, setBusy] = useState<SelfServiceRole | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = firstNameOf(profile?.full_name, user?.email);
  const addable = addableRoles(roles, preferred);
  const home = dashboardPathFor(activeRole ?? roles[0] ?? 'client');

  const add = async (role: SelfServiceRole) => {
    setBusy(role);
    setError(null);
    try {
      await addMyRole(role);
      toast.success(role === 'client' ? MESSAGES.auth.clientRegistered : MESSAGES.auth.cleanerRegistered);
      navigate(dashboardPathFor(role), { replace: true });
    } catch (caught) {
      const detail = messageOf(caught, MESSAGES.auth.unexpectedTryAgain);
      setError(role === 'client' ? MESSAGES.auth.errorRegisteringClient(detail) : MESSAGES.auth.errorRegisteringCleaner(detail));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard aria-labelledby="add-role-title">
      <h1 id="add-role-title">{addable.length ? 'Add a role to your account' : 'You are already registered'}</h1>
      <p>
        You are signed in{name ? ` as ${name}` : ''}.{' '}
        {addable.length
          ? 'Use the same account to work in another role: no second e-mail or password needed.'
          : 'Your account already has both the client and the cleaner role. Switch between them from the menu.'}
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Stack>
        {addable.map((role, index) => (
          <Button
            key={role}
            block
            size="lg"
            variant={index === 0 ? 'primary' : 'secondary'}
            loading={busy === role}
            loadingText="Registering..."
            disabled={busy !== null}
            onClick={() => void add(role)}
          >
            {role === 'cleaner' ? 'Become a cleaner' : 'Become a client'}
          </Button>
        ))}
        <Link to={home}>Back to my dashboard</Link>
        <small>
          Someone else? <Link to="/logout">Log out</Link> first, then register as a new {preferred ? ROLE_NAME[preferred] : 'user'}.
        </small>
      </Stack>
    </AuthCard>
  );
}
