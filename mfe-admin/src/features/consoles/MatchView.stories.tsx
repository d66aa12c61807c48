import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminSchedule } from '../../test/fixtures';
import { MatchView } from './MatchView';

const meta = {
  title: 'Admin/Consoles/Cleaner Match',
  component: MatchView,
  args: {
    schedules: [adminSchedule(), adminSchedule({ id: 's-2', status: 'active', cleaner_id: 'c-1', cleaner_name: 'Adaeze Nwosu', client_name: 'Emeka Eze' })],
    clients: [{ value: 'cl-1', label: 'Chioma Obi' }, { value: 'cl-2', label: 'Emeka Eze' }],
    cleaners: [{ value: 'c-1', label: 'Adaeze Nwosu' }],
    onAdd: () => Promise.resolve(true),
    onMatch: () => undefined,
  },
} satisfies Meta<typeof MatchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSchedules: Story = {};
export const NoSchedules: Story = { args: { schedules: [] } };
