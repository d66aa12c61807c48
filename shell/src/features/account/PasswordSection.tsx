// Change password: the current password is sent with the new one and checked by Auth, never in the browser. After a
// sign-in with a code (a phone-only account's only way in) Auth does not ask for it, so neither does the form.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, toast } from '@spotless/shared-ui';
import { ACCOUNT_TEXTS, changePassword, currentPasswordNeeded } from '@spotless/shared-data/account';
import { MIN_PASSWORD_LENGTH, Notice, PASSWORD_RULE, PasswordField, Stack, messageOf } from '../auth/auth-parts';
import { Section } from './account-parts';

export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [askCurrent, setAskCurrent] = useState(true);

  useEffect(() => {
    let live = true;
    void currentPasswordNeeded().then((needed) => live && setAskCurrent(needed));
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const found: typeof errors = {};
    if (askCurrent && !current) found.current = ACCOUNT_TEXTS.currentPasswordRequired;
    if ([...next].length < MIN_PASSWORD_LENGTH) found.next = PASSWORD_RULE;
    setErrors(found);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      await changePassword(askCurrent ? current : undefined, next);
      setCurrent('');
      setNext('');
      setOutcome({ tone: 'success', text: ACCOUNT_TEXTS.passwordChanged });
      toast.success(ACCOUNT_TEXTS.passwordChanged);
    } catch (error) {
      // Auth has the last word: if it wants the current password after all, the field comes back for it.
      if ((error as { code?: unknown }).code === 'current_password_required') setAskCurrent(true);
      setOutcome({ tone: 'error', text: messageOf(error, ACCOUNT_TEXTS.passwordChangeFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="password" title="Change password">
      <form onSubmit={onSubmit} noValidate>
        {askCurrent ? (
          <PasswordField
            id="account-current-password"
            name="current-password"
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={errors.current}
            required
          />
        ) : (
          <Notice tone="info">{ACCOUNT_TEXTS.noCurrentPasswordNeeded}</Notice>
        )}
        <PasswordField
          id="account-new-password"
          name="new-password"
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
          required
        />
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <Stack>
          <Button type="submit" loading={busy} loadingText="Changing…">
            Change password
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
