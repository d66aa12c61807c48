import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderAdmin } from '../../test/render';
import { priceSettings } from '../../test/fixtures';
import { AutoUpdateForm } from './AutoUpdateForm';

const resolved = () => Promise.resolve();

describe('AutoUpdateForm', () => {
  it('starts from the stored inputs and sends per room in kobo, the discount and only the selected building types', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings()} onLock={resolved} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/Base price per room/)).toHaveValue('10000');
    expect(screen.getByLabelText('Base discount (%)')).toHaveValue(5);
    await userEvent.clear(screen.getByLabelText(/Base price per room/));
    await userEvent.type(screen.getByLabelText(/Base price per room/), '12500');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commercial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auto Update' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update prices' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ basePricePerRoomKobo: 1_250_000, baseDiscountPercentage: 5, buildingTypes: ['commercial'] }));
  });

  it('asks before replacing prices, saying how many and to what; Cancel changes nothing', async () => {
    const onSubmit = jest.fn();
    const rows = [
      { building_type: 'residential', num_rooms: 2, discount_percentage: 0 },
      { building_type: 'residential', num_rooms: 4, discount_percentage: 0 },
    ];
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings({ base_discount_percentage: 0 })} rows={rows} onLock={resolved} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Auto Update' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Update 2 prices?');
    expect(dialog).toHaveTextContent('Final prices will run from ₦20,000.00 to ₦40,000.00. The current prices are replaced.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses to run without a readable base price per room', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings({ base_price_per_room_kobo: 0 })} onLock={resolved} onSubmit={onSubmit} />);
    // A blank field is stopped by the browser's required check; a malformed one reaches our own.
    await userEvent.type(screen.getByLabelText(/Base price per room/), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Auto Update' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a base price per room.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('"Lock all prices" stops every run: the button says so and cannot be pressed', async () => {
    const onLock = jest.fn(resolved);
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings()} onLock={onLock} onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lock all prices' }));
    expect(onLock).toHaveBeenCalledWith({ locked: true });
    expect(screen.getByRole('button', { name: 'Prices are locked' })).toBeDisabled();
  });

  it('"Lock base discount" disables the discount input and keeps the stored discount in the preview', async () => {
    const onLock = jest.fn(resolved);
    const rows = [{ building_type: 'residential', num_rooms: 2, discount_percentage: 0 }];
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings()} rows={rows} onLock={onLock} onSubmit={jest.fn()} />);
    await userEvent.clear(screen.getByLabelText('Base discount (%)'));
    await userEvent.type(screen.getByLabelText('Base discount (%)'), '50');
    // 2 rooms × ₦10,000.00 − 50 % = ₦10,000.
    expect(screen.getByTestId('auto-update-preview')).toHaveTextContent('1 row will change; final prices from ₦10,000.00 to ₦10,000.00.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lock base discount' }));
    expect(onLock).toHaveBeenCalledWith({ base_discount_locked: true });
    expect(screen.getByLabelText('Base discount (%)')).toBeDisabled();
    expect(screen.getByText('The base discount is locked.')).toBeInTheDocument();
    // The stored 5 % applies while locked: ₦20,000.00 − 5 % = ₦19,000.
    expect(screen.getByTestId('auto-update-preview')).toHaveTextContent('final prices from ₦19,000.00 to ₦19,000.00.');
  });

  it('keeps a discount being typed when the settings change under it (a lock toggled), and takes a new stored one', async () => {
    // Stands in for the query cache: the settings object the panel passes down is replaced on every change.
    function Harness() {
      const [settings, setSettings] = useState(priceSettings());
      return (
        <>
          <button type="button" onClick={() => setSettings(priceSettings({ locked: true }))}>
            server: locked
          </button>
          <button type="button" onClick={() => setSettings(priceSettings({ base_discount_percentage: 7.5 }))}>
            server: new discount
          </button>
          <AutoUpdateForm name="types" settings={settings} onLock={resolved} onSubmit={jest.fn()} />
        </>
      );
    }
    renderAdmin(<Harness />);
    await userEvent.clear(screen.getByLabelText('Base discount (%)'));
    await userEvent.type(screen.getByLabelText('Base discount (%)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'server: locked' }));
    expect(screen.getByRole('button', { name: 'Prices are locked' })).toBeDisabled();
    expect(screen.getByLabelText('Base discount (%)')).toHaveValue(12);
    await userEvent.click(screen.getByRole('button', { name: 'server: new discount' }));
    expect(screen.getByLabelText('Base discount (%)')).toHaveValue(7.5);
  });

  it('puts a lock back when the database refuses it', async () => {
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings()} onLock={() => Promise.reject(new Error('refused'))} onSubmit={jest.fn()} />);
    const lock = screen.getByRole('checkbox', { name: 'Lock all prices' });
    await userEvent.click(lock);
    await waitFor(() => expect(lock).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Auto Update' })).toBeEnabled();
  });

  it('previews the rows of the selected building types with rooms × per room − base % − row %', async () => {
    const rows = [
      { building_type: 'residential', num_rooms: 3, discount_percentage: 10 },
      { building_type: 'commercial', num_rooms: 5, discount_percentage: 0 },
    ];
    renderAdmin(<AutoUpdateForm name="types" settings={priceSettings({ base_discount_percentage: 0 })} rows={rows} onLock={resolved} onSubmit={jest.fn()} />);
    // Residential: 3 × ₦10,000.00 − 10 % = ₦27,000; commercial: 5 × ₦10,000.00 = ₦50,000.
    expect(screen.getByTestId('auto-update-preview')).toHaveTextContent('2 rows will change; final prices from ₦27,000.00 to ₦50,000.00.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Residential' }));
    expect(screen.getByTestId('auto-update-preview')).toHaveTextContent('1 row will change; final prices from ₦27,000.00 to ₦27,000.00.');
  });
});
