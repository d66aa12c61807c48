import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNigeriaLocations } from '@spotless/shared-data';
import { renderClient } from '../../test/render';
import { dashboardTabFor } from './dashboard-tabs';
import { ResidenceForm } from './ResidenceModal';
import { firstNameFrom } from './use-first-name';

describe('dashboardTabFor', () => {
  it.each([
    ['/client', 'profile'],
    ['/client/profile', 'profile'],
    ['/client/bookings/book', 'bookings'],
    ['/client/quotes/approved', 'bookings'],
    ['/client/payments', 'schedules'],
    ['/client/notifications', 'notifications'],
    ['/client/reviews', 'reviews'],
    ['/client/unknown', ''],
  ])('%s → %s', (path, tab) => expect(dashboardTabFor(path, '/client')).toBe(tab));
});

describe('firstNameFrom', () => {
  it('greets by the first name, else the e-mail local part', () => {
    expect(firstNameFrom('Chiamaka  Eze', 'x@y.ng')).toBe('Chiamaka');
    expect(firstNameFrom('', 'bisi@y.ng')).toBe('bisi');
  });
});

describe('ResidenceForm', () => {
  it('requires both fields, then sends the chosen state and one of its LGAs', async () => {
    const locations = await loadNigeriaLocations();
    const onSubmit = jest.fn();
    renderClient(<ResidenceForm locations={locations} saving={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Please fill in all fields.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /LGA of residence/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: /State of residence/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /State of residence/ }), 'Kano');
    await userEvent.click(screen.getByRole('option', { name: 'Kano' }));
    await userEvent.click(screen.getByRole('combobox', { name: /LGA of residence/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /LGA of residence/ }), 'Ungogo');
    await userEvent.click(screen.getByRole('option', { name: 'Ungogo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ state: 'Kano', lga: 'Ungogo' });
  });
});
