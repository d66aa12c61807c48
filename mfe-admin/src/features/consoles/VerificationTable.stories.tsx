import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminSubmission } from '../../test/fixtures';
import { RejectDialog, VerificationTable } from './VerificationTable';

const noop = () => undefined;
const meta = {
  title: 'Admin/Consoles/Cleaners Verification',
  component: VerificationTable,
  args: {
    rows: [adminSubmission(), adminSubmission({ id: 'v-2', cleaner_id: 'c-3', cleaner_name: 'Ngozi Eke', status: 'rejected', review_note: 'Blurry ID' })],
    status: 'all',
    onStatus: noop,
    onOpenDocument: noop,
    onVerify: noop,
    onReject: () => Promise.resolve(true),
  },
} satisfies Meta<typeof VerificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submissions: Story = {};
export const NothingPending: Story = { args: { rows: [], status: 'pending' } };
export const RejectWithReason: StoryObj<typeof RejectDialog> = {
  render: () => <RejectDialog submission={adminSubmission()} onReject={() => Promise.resolve(true)} onClose={noop} />,
};
