import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminPrice } from '../../test/fixtures';
import { PricesTable } from './PricesTable';

const rows = [
  adminPrice(),
  adminPrice({ id: 'pr-2', building_type: 'commercial', building_condition: 'new', num_rooms: 10, service_category: 'Deep Cleaning', base_price_kobo: 9_000_000, final_price_kobo: 9_000_000, discount_percentage: 0 }),
];
const noSave = () => Promise.resolve(true);

describe('PricesTable', () => {
  it('shows prices in naira and filters by substring of building type, condition, rooms and category', async () => {
    renderAdmin(<PricesTable rows={rows} onSave={noSave} onDelete={jest.fn()} />);
    const table = await screen.findByRole('table', { name: 'Cleaning prices' });
    const shown = () => within(screen.getByRole('table', { name: 'Cleaning prices' })).queryAllByRole('button', { name: /^Edit / }).map((b) => b.getAttribute('aria-label'));
    expect(within(table).getByText('₦30,000.00')).toBeInTheDocument();
    expect(within(table).getByText('₦27,000.00')).toBeInTheDocument();
    expect(within(table).getByText('10%')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filter by building type'), 'COMM');
    expect(shown()).toEqual(['Edit commercial new 10 rooms Deep Cleaning']);
    await userEvent.clear(screen.getByLabelText('Filter by building type'));
    await userEvent.type(screen.getByLabelText('Filter by rooms'), '1');
    expect(shown()).toEqual(['Edit commercial new 10 rooms Deep Cleaning']);
    await userEvent.clear(screen.getByLabelText('Filter by rooms'));
    await userEvent.type(screen.getByLabelText('Filter by category'), 'standard');
    await userEvent.type(screen.getByLabelText('Filter by condition'), 'ol');
    expect(shown()).toEqual(['Edit residential old 3 rooms Standard Cleaning']);
    await userEvent.type(screen.getByLabelText('Filter by condition'), 'x');
    expect(await screen.findByText('No matching prices found.')).toBeInTheDocument();
  });

  it('adds a price through the dialog, showing field errors first, and closes it once saved', async () => {
    const onSave = jest.fn(() => Promise.resolve(true));
    renderAdmin(<PricesTable rows={[]} onSave={onSave} onDelete={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Price' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Price' }));
    expect(within(dialog).getByText('Building type is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Building type/ }), { target: { value: 'residential' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Building condition/ }), { target: { value: 'new' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Number of rooms/ }), { target: { value: '2' } });
    await userEvent.type(within(dialog).getByLabelText(/Base price/), '15000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Price' }));
    expect(onSave).toHaveBeenCalledWith(undefined, expect.objectContaining({ building_type: 'residential', building_condition: 'new', num_rooms: 2, base_price_kobo: 1_500_000, discount_percentage: 0 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a row in place and keeps the dialog open when saving failed', async () => {
    const onSave = jest.fn(() => Promise.resolve(false));
    renderAdmin(<PricesTable rows={rows} onSave={onSave} onDelete={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit residential old 3 rooms Standard Cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price' });
    expect(within(dialog).getByLabelText(/Base price/)).toHaveValue('30000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Price' }));
    expect(onSave).toHaveBeenCalledWith('pr-1', expect.objectContaining({ base_price_kobo: 3_000_000, discount_percentage: 10 }));
    expect(screen.getByRole('dialog', { name: 'Edit Price' })).toBeInTheDocument();
  });

  it('deletes a price only after confirmation', async () => {
    const onDelete = jest.fn();
    renderAdmin(<PricesTable rows={rows} onSave={noSave} onDelete={onDelete} />);
    const remove = await screen.findByRole('button', { name: 'Delete commercial new 10 rooms Deep Cleaning' });
    await userEvent.click(remove);
    expect(await screen.findByText('Are you sure you want to delete this price?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete this price?')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await screen.findByText('Are you sure you want to delete this price?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'pr-2' })));
  });
});
