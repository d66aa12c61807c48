// Your Schedules' changes (issue 27): the form asks for a two-hour slot; an active schedule's visits can be moved or
// skipped and the schedule edited or cancelled; the skip/cancel dialog states what happens before the button.
jest.setTimeout(30_000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClient } from '../../test/render';
import { schedule } from '../../test/fixtures';
import { AddScheduleForm } from './AddScheduleForm';
import { ConfirmChangeDialog } from './ConfirmChangeDialog';
import { SchedulesTable, type ScheduleActions } from './SchedulesTable';

const SLOW = { timeout: 15_000 };

it('Add Schedule asks for a time slot, not a free time, and sends its start', async () => {
  const onSubmit = jest.fn();
  renderClient(<AddScheduleForm submitting={false} onSubmit={onSubmit} onCancel={() => {}} initial={{ startDate: '2031-03-03', serviceTime: null }} />);
  const slot = await screen.findByLabelText(/^Time slot/, {}, SLOW);
  expect(within(slot).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose a time slot', '08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Add Schedule' }));
  expect(screen.getByText('Please fill in all fields.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.selectOptions(slot, '14:00');
  await userEvent.click(screen.getByRole('button', { name: 'Add Schedule' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ startDate: '2031-03-03', serviceTime: '14:00' }));
});

it('Edit Schedule of an active schedule keeps its service and start date and changes the slot', async () => {
  const onSubmit = jest.fn();
  renderClient(
    <AddScheduleForm submitting={false} onSubmit={onSubmit} onCancel={() => {}} submitLabel="Save changes" lockTypeAndDate
      initial={{ serviceType: 'Weekly Cleaning', startDate: '2031-03-03', serviceTime: '08:00:00', location: 'Ikoyi' }} />,
  );
  expect(await screen.findByLabelText(/^Service type/, {}, SLOW)).toBeDisabled();
  expect(screen.getByLabelText(/^Time slot/)).toHaveValue('08:00');
  await userEvent.selectOptions(screen.getByLabelText(/^Time slot/), '10:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(onSubmit).toHaveBeenCalledWith({ serviceType: 'Weekly Cleaning', startDate: '2031-03-03', serviceTime: '10:00', location: 'Ikoyi' });
});

it('an active schedule offers Move and Skip on each visit and Edit/Cancel; an expired one offers nothing', async () => {
  const actions: ScheduleActions = { onMoveVisit: jest.fn(), onSkipVisit: jest.fn(), onEdit: jest.fn(), onCancel: jest.fn() };
  renderClient(<SchedulesTable schedules={[schedule(), schedule({ id: 's-2', status: 'expired' })]} today="2031-03-10" actions={actions} />);
  const [active, expired] = await screen.findAllByTestId('schedule-row', {}, SLOW);
  await userEvent.click(within(active!).getByRole('button', { name: 'Move visit of 17 Mar 2031, 08:00–10:00' }));
  expect(actions.onMoveVisit).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }), expect.objectContaining({ id: 'v-2' }));
  await userEvent.click(within(active!).getByRole('button', { name: 'Skip visit of 10 Mar 2031, 08:00–10:00' }));
  expect(actions.onSkipVisit).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }), expect.objectContaining({ id: 'v-1' }));
  await userEvent.click(within(active!).getByRole('button', { name: 'Cancel' }));
  expect(actions.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }));
  expect(within(expired!).queryByRole('button')).toBeNull();
});

it('each upcoming visit links to its booking page (a visit is a booking of the schedule)', async () => {
  renderClient(<SchedulesTable schedules={[schedule()]} today="2031-03-10" />);
  const [row] = await screen.findAllByTestId('schedule-row', {}, SLOW);
  const links = within(row!).getAllByTestId('visit-link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/client/bookings/v-1', '/client/bookings/v-2', '/client/bookings/v-3', '/client/bookings/v-4']);
  expect(within(row!).getByRole('link', { name: 'Open the visit of 17 Mar 2031, 08:00–10:00' })).toHaveAttribute('href', '/client/bookings/v-2');
});

it('the skip/cancel dialog states the outcome before the button, and offers no button when refused', async () => {
  const onConfirm = jest.fn();
  const { unmount } = renderClient(
    <ConfirmChangeDialog open title="Cancel this schedule?" what="Weekly Cleaning" confirmLabel="Cancel schedule" withReason allowed
      outcome={['Your 5 upcoming visits are cancelled. Completed visits stay in your history.', 'Free of charge.', 'Your cleaner is told.']}
      onConfirm={onConfirm} onClose={() => {}} />,
  );
  const dialog = await screen.findByTestId('schedule-change-dialog', {}, SLOW);
  expect(within(dialog).getAllByTestId('change-outcome').map((p) => p.textContent)).toEqual([
    'Your 5 upcoming visits are cancelled. Completed visits stay in your history.', 'Free of charge.', 'Your cleaner is told.',
  ]);
  await userEvent.type(within(dialog).getByLabelText(/^Reason/), ' Moving house ');
  await userEvent.click(within(dialog).getByTestId('change-confirm'));
  expect(onConfirm).toHaveBeenCalledWith('Moving house');
  unmount();
  renderClient(
    <ConfirmChangeDialog open title="Skip this visit?" what="Weekly Cleaning visit" confirmLabel="Skip visit" allowed={false}
      outcome={['This visit has started, so it can no longer be skipped.']} onConfirm={onConfirm} onClose={() => {}} />,
  );
  expect(await screen.findByText('This visit has started, so it can no longer be skipped.')).toBeInTheDocument();
  expect(screen.queryByTestId('change-confirm')).toBeNull();
});
