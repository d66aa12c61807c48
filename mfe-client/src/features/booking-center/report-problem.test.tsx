// Report a problem: offered next to Confirm completion on a job awaiting confirmation; a reported job says so and
// keeps Confirm (the customer may change their mind); the dialog needs a reason and keeps it when sending fails.
jest.setTimeout(30_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_TEXTS } from '@spotless/shared-data/money';
import { renderClient } from '../../test/render';
import { clientBooking } from '../../test/fixtures';
import { MyBookingsTable } from './MyBookingsTable';
import { ReportProblemDialog } from './ReportProblemDialog';

const SLOW = { timeout: 15_000 };

it('offers Report a problem only on a job awaiting confirmation that was not reported yet', async () => {
  const onReportProblem = jest.fn();
  renderClient(
    <MyBookingsTable
      onConfirm={jest.fn()}
      onReportProblem={onReportProblem}
      bookings={[
        clientBooking({ id: 'b-1', status: 'awaiting_confirmation' }),
        clientBooking({ id: 'b-2', status: 'awaiting_confirmation', disputed_at: '2031-03-04T09:00:00Z' }),
        clientBooking({ id: 'b-3', status: 'accepted' }),
        clientBooking({ id: 'b-4', status: 'completed', disputed_at: '2031-03-04T09:00:00Z' }),
      ]}
    />,
  );
  const rows = await screen.findAllByTestId('booking-row', {}, SLOW);
  expect(screen.getAllByTestId('report-problem')).toHaveLength(1);
  const report = within(rows[0]!).getByRole('button', { name: 'Report a problem with House Cleaning, Window Cleaning' });
  expect(within(rows[0]!).queryByTestId('problem-reported')).toBeNull();
  // Reported: says so, no second report, Confirm still there.
  expect(within(rows[1]!).getByTestId('problem-reported')).toHaveTextContent(DISPUTE_TEXTS.reported);
  expect(within(rows[1]!).queryByTestId('report-problem')).toBeNull();
  expect(within(rows[1]!).getByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' })).toBeEnabled();
  // Decided (completed): nothing about the problem any more.
  expect(within(rows[3]!).queryByTestId('problem-reported')).toBeNull();
  await userEvent.click(report);
  expect(onReportProblem).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-1' }));
});

it('the dialog needs a reason, sends it trimmed, and keeps it when sending fails', async () => {
  const onReport = jest.fn().mockResolvedValue(false);
  const onClose = jest.fn();
  renderClient(<ReportProblemDialog booking={{ id: 'b-1', services: ['House Cleaning'] }} onReport={onReport} onClose={onClose} />);
  const field = await screen.findByLabelText(/What went wrong\?/, {}, SLOW);
  expect(field).toHaveAttribute('maxlength', '1000');
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  expect(await screen.findByText(DISPUTE_TEXTS.reasonRequired)).toBeInTheDocument();
  expect(onReport).not.toHaveBeenCalled();
  await userEvent.type(field, '  The bathroom was skipped.  ');
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  await waitFor(() => expect(onReport).toHaveBeenCalledWith('b-1', 'The bathroom was skipped.'));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/What went wrong\?/)).toHaveValue('  The bathroom was skipped.  ');
  onReport.mockResolvedValue(true);
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
