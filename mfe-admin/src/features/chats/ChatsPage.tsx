// Admin chat: guest list (Guest 1, 2, ... newest message first, unread badges), the selected guest's messages and a
// reply box; live both ways. Opening the page resets the chat bell (marks this admin's chat notifications read);
// opening a thread marks the guest's messages read.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNavigate, useParams } from '@spotless/shared-ui/router';
import { ADMIN_CHAT_TEXTS, markAdminChatRead, useAdminChatMessages, useAdminChatThreads, useClearChatBell, useSendAdminReply, type AdminChatThread } from '@spotless/shared-data';
import { Button, Container, EmptyState, Heading, media, TextField } from '@spotless/shared-ui';
import { QueryFrame, toastError } from '../../lib/feedback';

const Layout = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const ThreadList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-height: 500px;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${({ $mine }) => ($mine ? '#0b5cad' : '#eef1f5')};
  color: ${({ $mine }) => ($mine ? '#fff' : '#1f2933')};
  overflow-wrap: anywhere;
`;

export function ThreadButton({ thread, active, onSelect }: { thread: AdminChatThread; active: boolean; onSelect: () => void }) {
  return (
    <li>
      <Button variant={active ? 'primary' : 'ghost'} block aria-current={active ? 'true' : undefined} onClick={onSelect}>
        Guest {thread.guest_number}
        {thread.admin_unread > 0 ? (
          <span aria-label={`${thread.admin_unread} unread`} data-testid="thread-unread" style={{ marginLeft: 8, padding: '0 8px', borderRadius: 10, background: '#b42318', color: '#fff', fontSize: 12 }}>
            {thread.admin_unread}
          </span>
        ) : null}
      </Button>
    </li>
  );
}

function MessagePane({ threadId, label }: { threadId: string; label: string }) {
  const messages = useAdminChatMessages(threadId);
  const send = useSendAdminReply(threadId);
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    void markAdminChatRead(threadId);
  }, [threadId, count]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <section aria-label={`Chat with ${label}`}>
      <QueryFrame isLoading={messages.isLoading} error={messages.error} onRetry={() => void messages.refetch()}>
        <ul aria-live="polite" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 420, overflowY: 'auto' }}>
          {(messages.data ?? []).map((m) => (
            <Bubble key={m.id} $mine={m.from_admin}>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{m.from_admin ? 'You: ' : `${label}: `}</span>
              {m.body}
            </Bubble>
          ))}
          <li ref={end} aria-hidden="true" />
        </ul>
      </QueryFrame>
      <form
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginTop: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          send.mutate(text, { onSuccess: () => setText(''), onError: (e) => toastError(e, ADMIN_CHAT_TEXTS.sendFailed) });
        }}
      >
        <div style={{ flex: 1 }}>
          <TextField label="Reply" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" disabled={send.isPending || !text.trim()}>
          Send
        </Button>
      </form>
    </section>
  );
}

export default function ChatsPage({ basePath }: { basePath: string }) {
  const { threadId } = useParams();
  const navigate = useNavigate();
  const threads = useAdminChatThreads();
  const clearBell = useClearChatBell();
  const clear = useRef(clearBell.mutate);
  useEffect(() => {
    clear.current();
  }, []);
  const list = threads.data ?? [];
  const active = list.find((t) => t.id === threadId) ?? null;
  return (
    <Container>
      <Heading level={1}>Chats</Heading>
      <QueryFrame isLoading={threads.isLoading} error={threads.error} onRetry={() => void threads.refetch()}>
        {list.length === 0 ? (
          <EmptyState message="No chats yet." />
        ) : (
          <Layout>
            <nav aria-label="Guests">
              <ThreadList>
                {list.map((t) => (
                  <ThreadButton key={t.id} thread={t} active={t.id === active?.id} onSelect={() => navigate(`${basePath}/chats/${t.id}`)} />
                ))}
              </ThreadList>
            </nav>
            {active ? <MessagePane key={active.id} threadId={active.id} label={`Guest ${active.guest_number}`} /> : <EmptyState message="Choose a guest to read and reply." />}
          </Layout>
        )}
      </QueryFrame>
    </Container>
  );
}
