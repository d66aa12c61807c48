import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMember } from '@spotless/shared-data/console';
import { renderAdmin } from '../../test/render';
import { AdminsTable } from './AdminsTable';

const rows: AdminMember[] = [
  { userId: 'u-1', email: 'ngozi@spotless.ng', fullName: 'Ngozi Okonjo', role: 'super_admin', mfaEnabled: true, since: '2026-01-05T09:00:00Z' },
  { userId: 'u-2', email: 'tunde@spotless.ng', fullName: 'Tunde Bakare', role: 'admin', mfaEnabled: false, since: '2026-11-20T09:00:00Z' },
];

describe('AdminsTable', () => {
  it('lists role, two-step sign-in and since when; Revoke on others only', async () => {
    const onRevoke = jest.fn();
    renderAdmin(<AdminsTable rows={rows} viewerId="u-1" loading={false} error={null} busy={false} onRetry={() => {}} onRevoke={onRevoke} />);
    expect(await screen.findByText('Super admin')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Set up')).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke ngozi@spotless.ng' })).not.toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke tunde@spotless.ng' }));
    expect(onRevoke).toHaveBeenCalledWith(rows[1]);
  });
});
