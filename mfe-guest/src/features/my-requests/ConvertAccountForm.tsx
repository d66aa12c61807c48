// "Create an account to keep these": turns the anonymous guest into a client (same user, so every request,
// bid and booking stays) with shared-data's convertGuestToClient.
import { useState, type FormEvent } from 'react';
import { Button, FormError, TextField, toast } from '@spotless/shared-ui';
import { convertGuestToClient, MESSAGES } from '@spotless/shared-data';
import { emailError, phoneError } from '../../components/guest-field-checks';
import { Actions, Stack } from '../../components/layout';

/** Auth's minimum (local-supabase and the hosted project both refuse shorter passwords). */
const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** The first reason the account cannot be created ("Please fill all required fields." first), or undefined. */
export function convertAccountError(values: { fullName: string; email: string; phone: string; password: string }): string | undefined {
  if (Object.values(values).some((v) => !v.trim())) return MESSAGES.auth.fillRequired;
  return emailError(values.email) ?? phoneError(values.phone) ?? (values.password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : undefined);
}

export interface ConvertAccountFormProps {
  onDone: (result: { needsEmailConfirmation: boolean }) => void;
  onCancel: () => void;
}

export function ConvertAccountForm({ onDone, onCancel }: ConvertAccountFormProps) {
  const [values, setValues] = useState({ fullName: '', email: '', phone: '', password: '' });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = convertAccountError(values);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await convertGuestToClient(values);
      toast.success(result.needsEmailConfirmation ? MESSAGES.auth.registrationCheckEmail : MESSAGES.auth.clientRegistered);
      onDone(result);
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : MESSAGES.auth.registrationFailed;
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create an account">
      <Stack $gap={4}>
        <TextField label="Full name" required autoComplete="name" value={values.fullName} onChange={set('fullName')} />
        <TextField label="Email" required type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        <TextField label="Phone number" required type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        <TextField label="Password" required type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} value={values.password} onChange={set('password')} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={busy} loadingText="Creating...">
            Create account
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
