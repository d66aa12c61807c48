// Admin chat (data-free): the guest list (Guest 1, 2, ... newest message first, unread badges) beside a message
// pane (the conversation and a reply box; a blank reply is not sent). onSend resolves true when the reply was
// stored (the box clears).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AdminChatMessage, AdminChatThread } from '@spotless/shared-data/console';
import { Button, EmptyState, media, TextField } from '@spotless/shared-ui';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { orderThreads } from './threads';

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

export function MessagePaneView({
  label,
  messages,
  sending,
  onSend,
  loading = false,
  error = null,
  onRetry,
}: { label: string; messages: readonly AdminChatMessage[]; sending?: boolean; onSend: (text: string) => Promise<boolean> } & ListState) {
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <section aria-label={`Chat with ${label}`}>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <ul aria-live="polite" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 420, overflowY: 'auto' }}>
          {messages.map((m) => (
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
          void onSend(text).then((sent) => sent && setText(''));
        }}
      >
        <div style={{ flex: 1 }}>
          <TextField label="Reply" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" disabled={sending || !text.trim()}>
          Send
        </Button>
      </form>
    </section>
  );
}

export function ChatsView({
  threads,
  activeId,
  openThread = null,
  onSelect,
  renderPane,
  footer,
  loading = false,
  error = null,
  onRetry,
}: {
  threads: readonly AdminChatThread[];
  activeId?: string;
  /** The opened thread when it is not among `threads` (they are one page of many). */
  openThread?: AdminChatThread | null;
  onSelect: (threadId: string) => void;
  /** Below the guest list (its pager). */
  footer?: ReactNode;
  /** The open conversation; `label` is "Guest N". */
  renderPane: (thread: AdminChatThread, label: string) => ReactNode;
} & ListState) {
  const list = orderThreads(threads);
  const active = list.find((t) => t.id === activeId) ?? (openThread && openThread.id === activeId ? openThread : null);
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      {list.length === 0 ? (
        <EmptyState message="No chats yet." />
      ) : (
        <Layout>
          <div>
            <nav aria-label="Guests">
              <ThreadList>
                {list.map((t) => (
                  <ThreadButton key={t.id} thread={t} active={t.id === active?.id} onSelect={() => onSelect(t.id)} />
                ))}
              </ThreadList>
            </nav>
            {footer}
          </div>
          {active ? renderPane(active, `Guest ${active.guest_number}`) : <EmptyState message="Choose a guest to read and reply." />}
        </Layout>
      )}
    </QueryFrame>
  );
}
