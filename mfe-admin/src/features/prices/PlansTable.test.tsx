import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminPlan } from '../../test/fixtures';
import { PlansTable } from './PlansTable';

const frequencies = [
  { id: 1, name: 'Weekly' },
  { id: 2, name: 'Monthly' },
];
const noSave = () => Promise.resolve(true);

describe('PlansTable', () => {
  it('lists plans in naira and duplicates a row at once', async () => {
    const onDuplicate = jest.fn();
    renderAdmin(<PlansTable rows={[adminPlan()]} frequencies={frequencies} onSave={noSave} onDuplicate={onDuplicate} onDelete={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Subscription plans' });
    expect(within(table).getAllByText('₦40,000.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate residential 2 rooms Weekly' }));
    expect(onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 'pl-1' }));
  });

  it('adds a plan with its frequency, and edits one with its values filled in', async () => {
    const onSave = jest.fn(() => Promise.resolve(true));
    renderAdmin(<PlansTable rows={[adminPlan()]} frequencies={frequencies} onSave={onSave} onDuplicate={jest.fn()} onDelete={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Subscription' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Subscription' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Building type/ }), { target: { value: 'commercial' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Number of rooms/ }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Frequency/ }), { target: { value: '2' } });
    await userEvent.type(within(dialog).getByLabelText(/Price/), '45000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Subscription' }));
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'Office, monthly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Subscription' }));
    expect(onSave).toHaveBeenCalledWith(undefined, { building_type: 'commercial', num_rooms: 4, frequency_id: 2, price_kobo: 4_500_000, discount_percentage: 0, description: 'Office, monthly' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit residential 2 rooms Weekly' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Subscription' });
    expect(within(dialog).getByRole('combobox', { name: /Frequency/ })).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Subscription' }));
    expect(onSave).toHaveBeenLastCalledWith('pl-1', expect.objectContaining({ price_kobo: 4_000_000, description: 'Two rooms, weekly' }));
  });

  it('deletes a plan only after confirmation', async () => {
    const onDelete = jest.fn();
    renderAdmin(<PlansTable rows={[adminPlan()]} frequencies={frequencies} onSave={noSave} onDuplicate={jest.fn()} onDelete={onDelete} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete residential 2 rooms Weekly' }));
    expect(await screen.findByText('Are you sure you want to delete this subscription?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'pl-1' })));
  });

  it('says No subscriptions found. when there are none', async () => {
    renderAdmin(<PlansTable rows={[]} frequencies={frequencies} onSave={noSave} onDuplicate={jest.fn()} onDelete={jest.fn()} />);
    expect(await screen.findByText('No subscriptions found.')).toBeInTheDocument();
  });
});
