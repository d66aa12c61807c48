import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { ActivitiesTabs, DEFAULT_SECTION, sectionFrom } from './ActivitiesTabs';

const panel = (section: string) => <p>Panel {section}</p>;

describe('ActivitiesTabs', () => {
  it('opens on Approved RFQs under Clients Quotes & Bookings', async () => {
    renderAdmin(<ActivitiesTabs section={DEFAULT_SECTION} onSection={jest.fn()} renderPanel={panel} />);
    expect(await screen.findByRole('tab', { name: 'Clients Quotes & Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Approved RFQs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'RFQs' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Clients Cleaners Bookings' })).toBeInTheDocument();
    expect(screen.getByText('Panel approved-quotes')).toBeInTheDocument();
  });

  it('shows the guest sub-tabs and reports the chosen section', async () => {
    const onSection = jest.fn();
    renderAdmin(<ActivitiesTabs section="guest-bids" onSection={onSection} renderPanel={panel} />);
    expect(await screen.findByRole('tab', { name: 'Manage Bids' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Guest Booking' })).toBeInTheDocument();
    expect(screen.getByText('Panel guest-bids')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Quote Requests' }));
    expect(onSection).toHaveBeenLastCalledWith('guest-quotes');
    // Switching the top tab lands on its first guest sub-tab, or on Approved RFQs for clients.
    await userEvent.click(screen.getByRole('tab', { name: 'Clients Quotes & Bookings' }));
    expect(onSection).toHaveBeenLastCalledWith('approved-quotes');
  });

  it('reads the section from the path, falling back to Approved RFQs', () => {
    expect(sectionFrom('guest-bookings')).toBe('guest-bookings');
    expect(sectionFrom('client-bookings')).toBe('client-bookings');
    expect(sectionFrom('bogus')).toBe('approved-quotes');
    expect(sectionFrom(undefined)).toBe('approved-quotes');
  });
});
