import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminBooking } from '../../test/fixtures';
import { BookingsTable } from './BookingsTable';

const cleaners = [{ value: 'c-1', label: 'Adaeze Nwosu' }];

describe('BookingsTable', () => {
  it('assigns a chosen cleaner to a pending booking', async () => {
    const onAssign = jest.fn();
    renderAdmin(<BookingsTable rows={[adminBooking()]} caption="Guest bookings" cleaners={cleaners} onAssign={onAssign} />);
    const picker = await screen.findByRole('combobox', { name: 'Cleaner for Funke Adeyemi' });
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    fireEvent.change(picker, { target: { value: 'c-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith('b-1', 'c-1');
  });

  it('shows the price (or else the budget) in naira and no picker once a booking is accepted', async () => {
    renderAdmin(
      <BookingsTable
        rows={[adminBooking({ status: 'accepted', price_kobo: 3_000_000, cleaner_name: 'Adaeze Nwosu' }), adminBooking({ id: 'b-2', contact_name: 'Bola Ade' })]}
        caption="Guest bookings"
        cleaners={cleaners}
        onAssign={jest.fn()}
      />,
    );
    expect(await screen.findByText('₦30,000.00')).toBeInTheDocument();
    expect(screen.getByText('₦25,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cleaner for Funke Adeyemi' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cleaner for Bola Ade' })).toBeInTheDocument();
  });

  it('opens a booking in the console from its services', async () => {
    renderAdmin(<BookingsTable rows={[adminBooking()]} caption="Guest bookings" cleaners={cleaners} onAssign={jest.fn()} bookingHref={(id) => `/admin/bookings/${id}`} />);
    const link = await screen.findByRole('link', { name: /^Open booking: / });
    expect(link).toHaveAttribute('href', '/admin/bookings/b-1');
  });

  it('says No bookings found. when there are none', async () => {
    renderAdmin(<BookingsTable rows={[]} caption="Client bookings" cleaners={cleaners} onAssign={jest.fn()} />);
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });
});
