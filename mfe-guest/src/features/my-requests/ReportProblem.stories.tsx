import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { booking } from '../../test/fixtures';
import { BookingList } from './RequestLists';
import { ReportProblemDialog } from './ReportProblemDialog';

const noop = () => undefined;
const meta = {
  title: 'Guest/My requests/Report a problem',
  component: ReportProblemDialog,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: { booking: { id: 'b-1', services: ['House Cleaning'] }, busy: false, onReport: () => Promise.resolve(false), onClose: noop },
} satisfies Meta<typeof ReportProblemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dialog: Story = {};
/** A job awaiting confirmation offers Report a problem; a reported one says so and can still be confirmed. */
export const BookingsWithDispute: Story = {
  render: () => (
    <BookingList
      onConfirm={noop}
      onReportProblem={noop}
      bookings={[
        booking({ id: 'b-1', status: 'awaiting_confirmation', price_kobo: 2_000_000, payment_status: 'paid', cleaner_id: 'c-1', cleaner: { display_name: 'Emeka Eze' } }),
        booking({ id: 'b-2', status: 'awaiting_confirmation', price_kobo: 3_000_000, payment_status: 'paid', cleaner_id: 'c-1', cleaner: { display_name: 'Emeka Eze' }, disputed_at: '2031-03-04T09:00:00Z' }),
      ]}
    />
  ),
};
