import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminCleaner, adminClient, adminSchedule } from '../../test/fixtures';
import { MatchView } from './MatchView';
import { clientOptions, workingCleanerOptions } from './people-options';

const clients = [{ value: 'cl-1', label: 'Chioma Obi' }];
const cleaners = [{ value: 'c-1', label: 'Adaeze Nwosu' }];

describe('MatchView', () => {
  it('refuses an incomplete schedule with the spec text', async () => {
    const onAdd = jest.fn(() => Promise.resolve(true));
    renderAdmin(<MatchView schedules={[]} clients={clients} cleaners={cleaners} onAdd={onAdd} onMatch={jest.fn()} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Add Schedule' }).closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add schedule.'));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds a schedule matching the chosen client and cleaner, then clears the form', async () => {
    const onAdd = jest.fn(() => Promise.resolve(true));
    renderAdmin(<MatchView schedules={[]} clients={clients} cleaners={cleaners} onAdd={onAdd} onMatch={jest.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Client/ }), { target: { value: 'cl-1' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Cleaner/ }), { target: { value: 'c-1' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2031-03-01' } });
    fireEvent.change(screen.getByLabelText(/^Time slot/), { target: { value: '10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Schedule' }));
    expect(onAdd).toHaveBeenCalledWith({ clientId: 'cl-1', cleanerId: 'c-1', serviceType: 'Monthly Cleaning', startDate: '2031-03-01', serviceTime: '10:00', location: '' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveValue(''));
  });

  it('matches a pending schedule to the chosen cleaner; matched ones offer no picker', async () => {
    const onMatch = jest.fn();
    const schedules = [adminSchedule(), adminSchedule({ id: 's-2', status: 'active', cleaner_id: 'c-1', cleaner_name: 'Adaeze Nwosu', client_name: 'Emeka Eze' })];
    renderAdmin(<MatchView schedules={schedules} clients={clients} cleaners={cleaners} onAdd={jest.fn()} onMatch={onMatch} />);
    const picker = await screen.findByRole('combobox', { name: 'Cleaner for Chioma Obi' });
    expect(screen.queryByRole('combobox', { name: 'Cleaner for Emeka Eze' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Match' })).toBeDisabled();
    fireEvent.change(picker, { target: { value: 'c-1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Match' }));
    expect(onMatch).toHaveBeenCalledWith('s-1', 'c-1');
    expect(screen.getAllByRole('cell', { name: '08:00–10:00' })).toHaveLength(2);
  });

  it('offers only active, verified cleaners and every client', () => {
    const options = workingCleanerOptions([
      adminCleaner(),
      adminCleaner({ user_id: 'c-2', status: 'suspended' }),
      adminCleaner({ user_id: 'c-3', verification_status: 'pending' }),
      adminCleaner({ user_id: 'c-4', display_name: '', email: 'x@example.ng' }),
    ]);
    expect(options).toEqual([
      { value: 'c-1', label: 'Adaeze Nwosu' },
      { value: 'c-4', label: 'x@example.ng' },
    ]);
    expect(clientOptions([adminClient(), adminClient({ id: 'cl-2', full_name: '' })])).toEqual([
      { value: 'cl-1', label: 'Chioma Obi' },
      { value: 'cl-2', label: 'chioma@example.ng' },
    ]);
  });

  it('searches clients as you type when the container searches the database, and says how many match in all', async () => {
    const onSearchClients = jest.fn();
    const onAdd = jest.fn(() => Promise.resolve(true));
    renderAdmin(
      <MatchView schedules={[]} clients={clients} clientsTotal={128} onSearchClients={onSearchClients} cleaners={cleaners} onAdd={onAdd} onMatch={jest.fn()} />,
    );
    const picker = screen.getByRole('combobox', { name: /^Client/ });
    await userEvent.type(picker, 'chi');
    expect(onSearchClients).toHaveBeenLastCalledWith('chi');
    expect(screen.getByText('1 of 128 shown: type to narrow')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Chioma Obi' }));
    // The chosen client stays shown after the search is cleared (the picker closes, the options may change).
    expect(onSearchClients).toHaveBeenLastCalledWith('');
    expect(picker).toHaveValue('Chioma Obi');
  });
});
