import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { chatMessage, chatThread } from '../../test/fixtures';
import { ChatsView, MessagePaneView } from './ChatViews';

const messages = [chatMessage(), chatMessage({ id: 'm-2', from_admin: true, body: 'Yes, we do. How many rooms?' }), chatMessage({ id: 'm-3', body: 'Four offices.' })];
const pane = (_: unknown, label: string) => <MessagePaneView label={label} messages={messages} onSend={() => Promise.resolve(true)} />;

const meta = {
  title: 'Admin/Chats',
  component: ChatsView,
  args: {
    threads: [chatThread(), chatThread({ id: 't-2', guest_number: 2, last_message_at: '2025-06-03T08:00:00Z', admin_unread: 3 })],
    activeId: 't-2',
    onSelect: () => undefined,
    renderPane: pane,
  },
} satisfies Meta<typeof ChatsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const NoGuestChosen: Story = { args: { activeId: undefined } };
export const NoChats: Story = { args: { threads: [] } };
export const EmptyConversation: StoryObj<typeof MessagePaneView> = { render: () => <MessagePaneView label="Guest 1" messages={[]} onSend={() => Promise.resolve(true)} /> };
