import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminClient, adminSubscription } from '../../test/fixtures';
import { ClientsTable } from './ClientsTable';
import { SubscriptionsTable } from './SubscriptionsTable';

describe('ClientsTable', () => {
  it('lists clients with contact and residence', async () => {
    renderAdmin(<ClientsTable rows={[adminClient()]} />);
    expect(await screen.findByRole('cell', { name: 'chioma@example.ng' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Surulere' })).toBeInTheDocument();
  });

  it('says No clients found. when there are none', async () => {
    renderAdmin(<ClientsTable rows={[]} />);
    expect(await screen.findByText('No clients found.')).toBeInTheDocument();
  });
});

describe('SubscriptionsTable', () => {
  it('upgrades a standard subscription; a premium one offers no upgrade', async () => {
    const onUpgrade = jest.fn();
    renderAdmin(
      <SubscriptionsTable rows={[adminSubscription(), adminSubscription({ id: 'sub-2', subscription_type: 'premium', client_name: 'Emeka Eze' })]} onUpgrade={onUpgrade} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade Chioma Obi to premium' }));
    expect(onUpgrade).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-1' }));
    expect(screen.queryByRole('button', { name: 'Upgrade Emeka Eze to premium' })).not.toBeInTheDocument();
  });

  it('shows types as words and dates as every other table does', async () => {
    renderAdmin(<SubscriptionsTable rows={[adminSubscription({ end_date: null })]} onUpgrade={jest.fn()} />);
    const row = (await screen.findByText('Chioma Obi')).closest('tr')!;
    expect(row).toHaveTextContent('Standard');
    expect(row).not.toHaveTextContent('standard');
    expect(row).toHaveTextContent('1 Jun 2025');
    expect(row).not.toHaveTextContent('2025-06-01');
    expect(row).toHaveTextContent('—');
  });
});
