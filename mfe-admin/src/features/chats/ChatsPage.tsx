// Admin chat page, live both ways. Opening the page resets the chat bell (marks this admin's chat notifications
// read); opening a thread, and every new message in it, marks the guest's messages read.
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from '@spotless/shared-ui/router';
import { ADMIN_CHAT_TEXTS, markAdminChatRead, useAdminChatMessages, useAdminChatThreads, useClearChatBell, useSendAdminReply } from '@spotless/shared-data';
import { Container, Heading } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { ChatsView, MessagePaneView } from './ChatViews';

function MessagePane({ threadId, label }: { threadId: string; label: string }) {
  const messages = useAdminChatMessages(threadId);
  const send = useSendAdminReply(threadId);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    void markAdminChatRead(threadId);
  }, [threadId, count]);
  return (
    <MessagePaneView
      label={label}
      messages={messages.data ?? []}
      loading={messages.isLoading}
      error={messages.error}
      onRetry={() => void messages.refetch()}
      sending={send.isPending}
      onSend={(text) =>
        send.mutateAsync(text).then(
          () => true,
          (e: unknown) => {
            toastError(e, ADMIN_CHAT_TEXTS.sendFailed);
            return false;
          },
        )
      }
    />
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
  return (
    <Container>
      <Heading level={1}>Chats</Heading>
      <ChatsView
        threads={threads.data ?? []}
        activeId={threadId}
        onSelect={(id) => navigate(`${basePath}/chats/${id}`)}
        loading={threads.isLoading}
        error={threads.error}
        onRetry={() => void threads.refetch()}
        renderPane={(thread, label) => <MessagePane key={thread.id} threadId={thread.id} label={label} />}
      />
    </Container>
  );
}
