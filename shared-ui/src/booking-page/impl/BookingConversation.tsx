import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../button/Button';

/** A message as the conversation shows it. */
export interface ConversationMessage {
  id: string;
  /** Sent by the viewer (shown on the right). */
  mine: boolean;
  body: string;
  /** "25 Nov 2026, 14:05" (Lagos). */
  when: string;
  /** Contact details were hidden from it. */
  redacted: boolean;
  /** The other side read it (shown under the viewer's own messages). */
  read: boolean;
}

/** Props of {@link BookingConversation}. */
export interface BookingConversationProps {
  messages: readonly ConversationMessage[];
  /** The other side, as a heading ("Your cleaner", "The customer"). */
  otherSide: string;
  /** Sends a message; resolve true when it went (the box is then cleared). Rejections are shown by the caller. */
  onSend(text: string): Promise<boolean>;
  /** Reports the other side's message to admins with a reason. */
  onReport(messageId: string, reason: string): Promise<void>;
  sending?: boolean;
  /** A note above the box (e.g. contacts hidden until the cleaner accepts). */
  notice?: string;
  /** When set, the conversation is read-only and this says why. */
  closedText?: string;
  emptyText?: string;
  redactedText?: string;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 420px;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  background: ${({ theme, $mine }) => ($mine ? theme.token.colorPrimaryBg : theme.token.colorBgLayout)};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Small = styled.div`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const LinkLike = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.token.colorLink};
  cursor: pointer;
  font: inherit;
  text-decoration: underline;
`;

const Box = styled.textarea`
  width: 100%;
  min-height: 64px;
  box-sizing: border-box;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  font: inherit;
  resize: vertical;
`;

const Row = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

function ReportForm({ onReport, onDone }: { onReport(reason: string): Promise<void>; onDone(): void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await onReport(reason.trim());
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row onSubmit={submit} aria-label="Report this message">
      <Box aria-label="Why are you reporting this message?" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" size="sm" variant="danger" loading={busy} disabled={!reason.trim()}>
          Send report
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Row>
  );
}

/** A booking's conversation between its customer and its cleaner: messages, a box to write, Report on theirs. */
export function BookingConversation({
  messages, otherSide, onSend, onReport, sending = false, notice, closedText,
  emptyText = 'No messages yet.', redactedText = 'Contact details were hidden from this message.',
}: BookingConversationProps) {
  const [text, setText] = useState('');
  const [reporting, setReporting] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    if (await onSend(text)) setText('');
  };

  return (
    <Wrap aria-label={`Messages with ${otherSide.toLowerCase()}`}>
      {messages.length === 0 ? (
        <Small>{emptyText}</Small>
      ) : (
        <Thread aria-label="Messages">
          {messages.map((m) => (
            <Bubble key={m.id} $mine={m.mine} data-mine={m.mine}>
              {m.body}
              <Small>
                <span>{m.mine ? 'You' : otherSide}</span>
                <span>{m.when}</span>
                {m.mine && m.read ? <span>Read</span> : null}
                {m.redacted ? <span>{redactedText}</span> : null}
                {!m.mine && reporting !== m.id ? <LinkLike type="button" onClick={() => setReporting(m.id)}>Report</LinkLike> : null}
              </Small>
              {reporting === m.id ? <ReportForm onReport={(reason) => onReport(m.id, reason)} onDone={() => setReporting(null)} /> : null}
            </Bubble>
          ))}
          <li ref={end} aria-hidden="true" />
        </Thread>
      )}
      {closedText ? (
        <Small>{closedText}</Small>
      ) : (
        <Row onSubmit={submit}>
          {notice ? <Small>{notice}</Small> : null}
          <Box aria-label={`Message to ${otherSide.toLowerCase()}`} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
          <div>
            <Button type="submit" loading={sending} disabled={!text.trim()}>
              Send
            </Button>
          </div>
        </Row>
      )}
    </Wrap>
  );
}
