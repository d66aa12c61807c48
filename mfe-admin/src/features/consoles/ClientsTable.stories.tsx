import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminClient } from '../../test/fixtures';
import { ClientsTable } from './ClientsTable';

const meta = {
  title: 'Admin/Consoles/Client List',
  component: ClientsTable,
  args: { rows: [adminClient(), adminClient({ id: 'cl-2', full_name: 'Emeka Eze', email: 'emeka@example.ng', state_of_residence: 'Enugu', lga_of_residence: 'Nsukka' })] },
} satisfies Meta<typeof ClientsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithClients: Story = {};
export const Empty: Story = { args: { rows: [] } };
