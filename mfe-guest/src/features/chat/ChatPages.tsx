// /chat (start screen: Start New Chat, and the visitor's chat if they have one) and /chat/:id (the conversation).
import { Link, useNavigate, useParams } from '@spotless/shared-ui/router';
import { Button, Card, Container, EmptyState, FormError, Heading, Loading, Text, toast } from '@spotless/shared-ui';
import {
  CHAT_START_FAILED,
  errorMessage,
  formatDateTime,
  isDataError,
  useAuth,
  useMyChatThread,
  useStartChat,
} from '@spotless/shared-data';
import { Stack } from '../../components/layout';
import { useSessionTracking } from '../../components/use-session-tracking';
import { ChatConversation } from './ChatConversation';

export function ChatStartPage() {
  useSessionTracking();
  const navigate = useNavigate();
  const start = useStartChat();
  const status = useAuth((s) => s.status);
  const thread = useMyChatThread();

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (id) => navigate(`/chat/${id}`),
      onError: (error) => toast.error(errorMessage(error, CHAT_START_FAILED)),
    });
  // Stays on the page after the toast: a busy shared network says when to try again.
  const startProblem = start.isError ? (isDataError(start.error) ? start.error.message : CHAT_START_FAILED) : undefined;

  return (
    <Container $width="narrow">
      <Stack>
        <Heading level={1}>Chat with us</Heading>
        <Text>Questions about cleaners, quotes or prices? Our operators reply here.</Text>
        <div>
          <Button onClick={onStart} loading={start.isPending} loadingText="Starting...">
            Start New Chat
          </Button>
          <FormError>{startProblem}</FormError>
        </div>
        <section aria-labelledby="my-chats">
          <Heading level={2} id="my-chats">
            Your chats
          </Heading>
          {status === 'loading' || (status === 'signed-in' && thread.isPending) ? (
            <Loading />
          ) : thread.data ? (
            <Card title={<Link to={`/chat/${thread.data.id}`}>Chat with Spotless support</Link>} titleLevel={3}>
              <Text size="sm" tone="secondary">
                {thread.data.last_message_at ? `Last message ${formatDateTime(thread.data.last_message_at)}` : 'No messages yet'}
                {thread.data.owner_unread ? ` · ${thread.data.owner_unread} unread` : ''}
              </Text>
            </Card>
          ) : (
            <EmptyState message="No chats yet." />
          )}
        </section>
      </Stack>
    </Container>
  );
}

export function ChatThreadPage() {
  useSessionTracking();
  const { id } = useParams();
  const status = useAuth((s) => s.status);
  return (
    <Container $width="narrow">
      <Stack>
        <Heading level={1}>Chat with Spotless support</Heading>
        <Link to="/chat">Back to chats</Link>
        {status === 'loading' ? (
          <Loading />
        ) : status === 'signed-out' || !id ? (
          <EmptyState message="This chat is not available on this device." action={<Link to="/chat">Start New Chat</Link>} />
        ) : (
          <ChatConversation threadId={id} height={480} />
        )}
      </Stack>
    </Container>
  );
}
