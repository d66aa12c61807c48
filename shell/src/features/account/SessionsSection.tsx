// Where the person is signed in: device, IP, when it started and was last used, "This device"; end one, or all
// others (Auth's logout scope "others").
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from '@spotless/shared-ui';
import { formatDateTime } from '@spotless/shared-data';
import {
  ACCOUNT_TEXTS,
  describeDevice,
  endMySession,
  listMySessions,
  signOutOtherSessions,
  type MySession,
} from '@spotless/shared-data/account';
import { Notice, messageOf } from '../auth/auth-parts';
import { Row, Section } from './account-parts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.token.colorTextSecondary};
  }
`;

export function SessionsSection() {
  const [sessions, setSessions] = useState<MySession[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(await listMySessions());
      setFailed(null);
    } catch (error) {
      setFailed(messageOf(error, ACCOUNT_TEXTS.sessionsFailed));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (key: string, action: () => Promise<void>, done: string) => {
    setBusy(key);
    try {
      await action();
      toast.success(done);
      await load();
    } catch (error) {
      toast.error(messageOf(error, ACCOUNT_TEXTS.sessionEndFailed));
    } finally {
      setBusy(null);
    }
  };

  const others = (sessions ?? []).filter((s) => !s.current);
  return (
    <Section id="sessions" title="Where you are signed in">
      {failed ? <Notice tone="error">{failed}</Notice> : null}
      {sessions === null && !failed ? <p>Loading…</p> : null}
      {sessions ? (
        <List>
          {sessions.map((s) => (
            <li key={s.id} data-testid="account-session">
              <strong>{describeDevice(s.userAgent)}</strong>
              {s.current ? ' · This device' : null}
              <small>
                {s.ip ? `IP ${s.ip} · ` : ''}Signed in {formatDateTime(s.createdAt)}
                {s.lastActiveAt ? ` · Last active ${formatDateTime(s.lastActiveAt)}` : ''}
              </small>
              {s.current ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === s.id}
                  disabled={busy !== null}
                  onClick={() => run(s.id, () => endMySession(s.id), ACCOUNT_TEXTS.sessionEnded)}
                >
                  Sign out this device
                </Button>
              )}
            </li>
          ))}
        </List>
      ) : null}
      <Row>
        <Button
          variant="secondary"
          loading={busy === 'others'}
          disabled={busy !== null || others.length === 0}
          onClick={() => run('others', signOutOtherSessions, ACCOUNT_TEXTS.otherSessionsEnded)}
        >
          Sign out other sessions
        </Button>
      </Row>
    </Section>
  );
}
