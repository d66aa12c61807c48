// Admin chat page, live both ways. Opening the page resets the chat bell (marks this admin's chat notifications
// read); opening a thread, and every new message in it, marks the guest's messages read. The guests come a page at a
// time from the database with how many there are in all (the page in the URL); an opened chat shows whatever page.
import { useEffect, useRef } from 'react';
import { useListParams, useNavigate, useParams } from '@spotless/shared-ui/router';
import { ADMIN_CHAT_TEXTS, markAdminChatRead, useAdminChatMessages, useAdminChatThread, useAdminChatThreadsPage, useClearChatBell, useSendAdminReply } from '@spotless/shared-data/console';
import { Container, Heading, ListPager } from '@spotless/shared-ui';
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

// One order (newest message first): the URL keeps only the page.
const NEWEST = ['newest'] as const;

export default function ChatsPage({ basePath }: { basePath: string }) {
  const { threadId } = useParams();
  const navigate = useNavigate();
  const [paging, setPaging] = useListParams(NEWEST);
  const threads = useAdminChatThreadsPage(paging.page);
  const onPage = threads.data?.rows.some((t) => t.id === threadId) ?? true;
  const opened = useAdminChatThread(onPage ? null : threadId);
  const clearBell = useClearChatBell();
  const clear = useRef(clearBell.mutate);
  useEffect(() => {
    clear.current();
  }, []);
  return (
    <Container>
      <Heading level={1}>Chats</Heading>
      <ChatsView
        threads={threads.data?.rows ?? []}
        activeId={threadId}
        openThread={opened.data ?? null}
        // The guest list's page stays in the URL when a chat opens.
        onSelect={(id) => navigate({ pathname: `${basePath}/chats/${id}`, search: paging.page > 1 ? `?page=${paging.page}` : '' })}
        footer={
          threads.data && threads.data.total > 0 ? (
            <ListPager
              label="Guests"
              page={threads.data.page}
              pageSize={threads.data.pageSize}
              total={threads.data.total}
              busy={threads.isFetching}
              onPage={(page) => setPaging({ page })}
            />
          ) : null
        }
        loading={threads.isLoading}
        error={threads.error}
        onRetry={() => void threads.refetch()}
        renderPane={(thread, label) => <MessagePane key={thread.id} threadId={thread.id} label={label} />}
      />
    </Container>
  );
}
