// The floating chat widget, fixed bottom-right on the guest area's pages (spec §9: fixed bottom right, 80 units
// wide = 320 px). Opening it shows the visitor's chat, or Start New Chat. The conversation (and its realtime
// subscription) exists only while the panel is open.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Text, toast } from '@spotless/shared-ui';
import { CHAT_START_FAILED, errorMessage, useMyChatThread, useStartChat } from '@spotless/shared-data';
import { useSessionTracking } from '../../components/use-session-tracking';
import { ChatConversation } from './ChatConversation';

const Dock = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
`;

const Panel = styled.section`
  width: min(320px, calc(100vw - 32px));
  padding: 12px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

export function ChatWidget({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  // supabase-js loads only once the visitor opens the chat.
  useSessionTracking(open);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLDivElement>(null);
  const thread = useMyChatThread(open);
  const start = useStartChat();
  const [threadId, setThreadId] = useState<string | null>(null);
  const activeThread = threadId ?? thread.data?.id ?? null;

  // Focus moves into the panel when it opens, so keyboard users land in the chat.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.querySelector('button')?.focus();
  };

  return (
    <Dock
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      {open ? (
        <Panel id="chat-widget-panel" aria-labelledby="chat-widget-title" ref={panel} tabIndex={-1}>
          <PanelHead>
            <h2 id="chat-widget-title">Chat with us</h2>
            <Button variant="secondary" size="sm" onClick={close} aria-label="Close chat">
              ×
            </Button>
          </PanelHead>
          {activeThread ? (
            <ChatConversation threadId={activeThread} height={280} />
          ) : (
            <>
              <Text size="sm">Questions about cleaners, quotes or prices? Our operators reply here.</Text>
              <Button
                block
                loading={start.isPending}
                onClick={() =>
                  start.mutate(undefined, {
                    onSuccess: setThreadId,
                    onError: (error) => toast.error(errorMessage(error, CHAT_START_FAILED)),
                  })
                }
              >
                Start New Chat
              </Button>
            </>
          )}
        </Panel>
      ) : null}
      <div ref={toggle}>
        <Button onClick={() => (open ? close() : setOpen(true))} aria-expanded={open} aria-controls={open ? 'chat-widget-panel' : undefined}>
          {open ? 'Close chat' : 'Chat with us'}
        </Button>
      </div>
    </Dock>
  );
}
