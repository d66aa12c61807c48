import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../test/render';
import { adminStandby } from './fixtures';
import { StandbyView, type StandbyViewProps } from './StandbyView';

const props = (overrides: Partial<StandbyViewProps> = {}): StandbyViewProps => ({
  rows: [], loading: false, error: null, onRetry: () => {}, cleaners: { options: [], total: 0 }, onSearchCleaners: () => {},
  onAssign: async () => {}, assigning: false, ...overrides,
});

it('shows why each booking is in standby, where its offers stand, and a cleaner picker only while nobody has it', () => {
  renderAdmin(
    <StandbyView
      {...props({
        rows: [
          adminStandby(),
          adminStandby({ standbyId: 's-2', services: ['House Cleaning'], location: 'Opebi', standbyState: 'taken', takenBy: 'c-2', takenByName: 'Emeka Eze', openOffers: 0, reason: 'no_show' }),
        ],
      })}
    />,
  );
  const open = screen.getByRole('listitem', { name: 'Standby: Deep Cleaning in Allen Avenue' });
  expect(within(open).getByText('Offered to cleaners')).toBeInTheDocument();
  expect(within(open).getByText(/Cleaner cancelled \(Adaeze Nwosu\)/)).toBeInTheDocument();
  expect(within(open).getByText('Offered to 3 cleaners in Ikeja; 3 still open.')).toBeInTheDocument();
  expect(within(open).getByRole('button', { name: 'Assign cleaner' })).toBeDisabled();

  const taken = screen.getByRole('listitem', { name: 'Standby: House Cleaning in Opebi' });
  expect(within(taken).getByText('Taken by a cleaner')).toBeInTheDocument();
  expect(within(taken).getByText('Not started in time', { exact: false })).toBeInTheDocument();
  expect(within(taken).getByText('Emeka Eze')).toBeInTheDocument();
  expect(within(taken).queryByRole('button', { name: 'Assign cleaner' })).not.toBeInTheDocument();
});

it('says when nothing is waiting', () => {
  renderAdmin(<StandbyView {...props()} />);
  expect(screen.getByText('No bookings are waiting for a standby cleaner.')).toBeInTheDocument();
});

it('opens each standby\'s booking in the console', () => {
  renderAdmin(<StandbyView {...props({ rows: [adminStandby()], bookingHref: (id) => `/admin/bookings/${id}` })} />);
  const card = screen.getByRole('listitem', { name: 'Standby: Deep Cleaning in Allen Avenue' });
  expect(within(card).getByRole('link', { name: 'Open booking' })).toHaveAttribute('href', `/admin/bookings/${adminStandby().bookingId}`);
});
