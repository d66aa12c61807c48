// Report a problem on My requests: offered next to Confirm completion on a job awaiting confirmation; a reported job
// says so and keeps Confirm; the dialog needs a reason and keeps it when sending fails.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPUTE_TEXTS } from '@spotless/shared-data/money';
import { renderGuest } from '../../test/render';
import { booking } from '../../test/fixtures';
import { BookingList } from './RequestLists';
import { ReportProblemDialog } from './ReportProblemDialog';

it('offers Report a problem only on a job awaiting confirmation that was not reported yet', async () => {
  const onReportProblem = jest.fn();
  const onConfirm = jest.fn();
  renderGuest(
    <BookingList
      onConfirm={onConfirm}
      onReportProblem={onReportProblem}
      bookings={[
        booking({ id: 'b-1', status: 'awaiting_confirmation' }),
        booking({ id: 'b-2', status: 'awaiting_confirmation', disputed_at: '2031-03-04T09:00:00Z' }),
        booking({ id: 'b-3', status: 'cancelled', disputed_at: '2031-03-04T09:00:00Z' }),
      ]}
    />,
  );
  const [waiting, reported, decided] = screen.getAllByTestId('booking');
  expect(screen.getAllByTestId('report-problem')).toHaveLength(1);
  expect(within(waiting!).queryByTestId('problem-reported')).toBeNull();
  expect(within(reported!).getByTestId('problem-reported')).toHaveTextContent(DISPUTE_TEXTS.reported);
  expect(within(reported!).queryByTestId('report-problem')).toBeNull();
  expect(within(decided!).queryByTestId('problem-reported')).toBeNull();
  await userEvent.click(within(reported!).getByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' }));
  expect(onConfirm).toHaveBeenCalledWith('b-2');
  await userEvent.click(within(waiting!).getByRole('button', { name: 'Report a problem with House Cleaning, Window Cleaning' }));
  expect(onReportProblem).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-1' }));
});

it('the dialog needs a reason, sends it trimmed, and keeps it when sending fails', async () => {
  const onReport = jest.fn().mockResolvedValue(false);
  const onClose = jest.fn();
  renderGuest(<ReportProblemDialog booking={{ id: 'b-1', services: ['House Cleaning'] }} onReport={onReport} onClose={onClose} />);
  const field = await screen.findByLabelText(/What went wrong\?/);
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  expect(await screen.findByText(DISPUTE_TEXTS.reasonRequired)).toBeInTheDocument();
  expect(onReport).not.toHaveBeenCalled();
  await userEvent.type(field, ' Windows left dirty. ');
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  await waitFor(() => expect(onReport).toHaveBeenCalledWith('b-1', 'Windows left dirty.'));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/What went wrong\?/)).toHaveValue(' Windows left dirty. ');
  onReport.mockResolvedValue(true);
  await userEvent.click(screen.getByTestId('report-problem-submit'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
