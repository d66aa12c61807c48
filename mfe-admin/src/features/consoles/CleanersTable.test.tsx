import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminCleaner } from '../../test/fixtures';
import { CleanersTable } from './CleanersTable';

const rows = [adminCleaner(), adminCleaner({ user_id: 'c-2', display_name: 'Tunde Bello', email: 'tunde@example.ng', state: 'Oyo', status: 'suspended', verification_status: 'pending' })];

async function confirm(button: string, question: string, answer: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  expect(await screen.findByText(question)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
}

describe('CleanersTable', () => {
  it('suspends an active cleaner, activates a suspended one and deletes, each after its confirmation', async () => {
    const onAction = jest.fn();
    renderAdmin(<CleanersTable rows={rows} onAction={onAction} />);
    expect(await screen.findByRole('button', { name: 'Suspend Adaeze Nwosu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate Adaeze Nwosu' })).not.toBeInTheDocument();
    await confirm('Suspend Adaeze Nwosu', 'Are you sure you want to suspend Adaeze Nwosu?', 'Suspend');
    await confirm('Activate Tunde Bello', 'Are you sure you want to activate Tunde Bello?', 'Activate');
    await confirm('Delete Tunde Bello', 'Are you sure you want to delete Tunde Bello?', 'Delete');
    expect(onAction.mock.calls.map(([c, a]) => [c.user_id, a])).toEqual([
      ['c-1', 'suspend'],
      ['c-2', 'activate'],
      ['c-2', 'delete'],
    ]);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const onAction = jest.fn();
    renderAdmin(<CleanersTable rows={rows} onAction={onAction} />);
    await confirm('Delete Adaeze Nwosu', 'Are you sure you want to delete Adaeze Nwosu?', 'Cancel');
    expect(onAction).not.toHaveBeenCalled();
  });
});
