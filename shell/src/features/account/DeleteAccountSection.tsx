// Delete my account (NDPA 2023): says what is kept and why before anything happens, asks for the typed word, and
// shows the server's reason when money is on its way or a booking is open.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, TextField, toast } from '@spotless/shared-ui';
import { useNavigate } from '@spotless/shared-ui/router';
import {
  ACCOUNT_TEXTS,
  DELETE_CONFIRM_WORD,
  DELETION_KEEPS,
  DELETION_REMOVES,
  deleteMyAccount,
  fetchDeletionBlocker,
} from '@spotless/shared-data/account';
import { Notice, Stack, messageOf } from '../auth/auth-parts';
import { Section } from './account-parts';

export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [blocker, setBlocker] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchDeletionBlocker()
      .then((why) => live && setBlocker(why))
      // The server checks again on delete: a failed look-up only means no early warning.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || typed.trim() !== DELETE_CONFIRM_WORD) return;
    setBusy(true);
    setFailed(null);
    try {
      await deleteMyAccount(typed.trim());
      toast.success('Your account is deleted.');
      navigate('/', { replace: true });
    } catch (error) {
      setFailed(messageOf(error, ACCOUNT_TEXTS.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <Section id="delete" title="Delete my account">
      <p>This cannot be undone. We keep only what the law or the other party needs:</p>
      <ul>
        {DELETION_KEEPS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{DELETION_REMOVES}</p>
      {blocker ? <Notice tone="warning">{blocker}</Notice> : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="account-delete-confirm"
          name="confirm"
          label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {failed ? <Notice tone="error">{failed}</Notice> : null}
        <Stack>
          <Button type="submit" variant="danger" loading={busy} loadingText="Deleting…" disabled={typed.trim() !== DELETE_CONFIRM_WORD}>
            Delete my account
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
