// One chat thread: messages (live both ways), a welcome text when empty, and the message box. Blank messages are
// ignored (spec §5). Used by /chat/:id and by the floating widget.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Loading, Text, TextField, toast } from '@spotless/shared-ui';
import {
  CHAT_SEND_FAILED,
  type ChatMessage,
  errorMessage,
  formatDateTime,
  markChatRead,
  useChatMessages,
  useSendChatMessage,
} from '@spotless/shared-data';

/** Ours: the spec shows "a welcome text" when a chat has no messages. */
export const CHAT_WELCOME = 'Welcome to Spotless support! Ask us anything about cleaners, quotes or prices, and an operator will reply here.';

const Log = styled.ol<{ $height: number }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: ${({ $height }) => $height}px;
  overflow-y: auto;
  margin: 0 0 12px;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.token.colorBgLayout};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  overflow-wrap: anywhere;
  color: ${({ theme, $mine }) => ($mine ? theme.token.colorTextLightSolid : theme.token.colorText)};
  background: ${({ theme, $mine }) => ($mine ? theme.token.colorPrimary : theme.token.colorBgContainer)};
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const Time = styled.span`
  display: block;
  font-size: 12px;
  opacity: 0.85;
`;

const SendRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1;
  }
`;

export function MessageLog({ messages, height = 360 }: { messages: ChatMessage[]; height?: number }) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  if (!messages.length) return <Text data-testid="chat-welcome">{CHAT_WELCOME}</Text>;
  return (
    <Log $height={height} aria-label="Messages" tabIndex={0}>
      {messages.map((m) => (
        <Bubble key={m.id} $mine={!m.from_admin} data-testid="chat-message">
          <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {m.from_admin ? 'Spotless support: ' : 'You: '}
          </span>
          {m.body}
          <Time>{formatDateTime(m.created_at)}</Time>
        </Bubble>
      ))}
      <li ref={end} aria-hidden="true" />
    </Log>
  );
}

export function ChatConversation({ threadId, height }: { threadId: string; height?: number }) {
  const messages = useChatMessages(threadId);
  const send = useSendChatMessage(threadId);
  const [text, setText] = useState('');
  const operatorCount = messages.data?.filter((m) => m.from_admin && !m.read_at).length ?? 0;

  useEffect(() => {
    if (operatorCount > 0) void markChatRead(threadId);
  }, [threadId, operatorCount]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => toast.error(errorMessage(error, CHAT_SEND_FAILED)),
    });
  };

  return (
    <div>
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <ErrorState message="Could not load messages." onRetry={() => void messages.refetch()} />
      ) : (
        <MessageLog messages={messages.data} height={height} />
      )}
      <SendRow onSubmit={onSubmit} aria-label="Send a message">
        <TextField label="Message" hideLabel placeholder="Type your message" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" loading={send.isPending} style={{ marginBottom: 24 }}>
          Send
        </Button>
      </SendRow>
    </div>
  );
}
