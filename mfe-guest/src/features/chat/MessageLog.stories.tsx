import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { message } from '../../test/fixtures';
import { MessageLog } from './ChatConversation';

const meta = {
  title: 'Guest/Chat/Message log',
  component: MessageLog,
  args: { messages: [message(), message({ id: 'm-2', from_admin: true, body: 'Good afternoon! Yes, many of our cleaners work on Sundays.' })] },
} satisfies Meta<typeof MessageLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Welcome: Story = { args: { messages: [] } };
