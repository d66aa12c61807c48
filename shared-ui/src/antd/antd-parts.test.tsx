import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../modal/Modal';
import { renderWithTheme } from '../test/render-with-theme';
import { confirmAction } from './confirm-action';
import { DataTable } from './DataTable';
import { DateField } from './DateField';
import { searchWithTab, tabFromSearch } from './tab-param';
import { Tabs } from './Tabs';
import { TimeField } from './TimeField';

// antd's Table compiles on its first import: seconds, and far more on a busy machine. It is loaded once before the
// tests, so their waits time the component and not the compiler (the lazy boundary still suspends first, as in a
// browser, where the chunk is fetched).
beforeAll(() => import('./impl/DataTable'), 180_000);

describe('DataTable', () => {
  const columns = [{ title: 'Cleaner', dataIndex: 'name', key: 'name' }];

  it('announces that it is loading, then shows rows under a named table', async () => {
    render(<DataTable caption="My Cleaners Bookings" rowKey="id" columns={columns} dataSource={[{ id: 1, name: 'Chinedu Okafor' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading My Cleaners Bookings…');
    // The first table of the file waits for antd's Table module to load (seconds on a busy 2-core machine).
    expect(await screen.findByRole('table', { name: 'My Cleaners Bookings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chinedu Okafor' })).toBeInTheDocument();
    expect(screen.queryByText('Loading My Cleaners Bookings…')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', async () => {
    render(<DataTable rowKey="id" columns={columns} dataSource={[]} emptyText="No bookings found." />);
    expect(await screen.findByText('No bookings found.')).toBeInTheDocument();
  });

  it('pins its button columns (actions, match, assign) to the right edge, so a wide table never hides them', async () => {
    render(
      <DataTable
        caption="Cleaners"
        rowKey="id"
        columns={[
          { title: 'Cleaner', dataIndex: 'name', key: 'name' },
          { title: 'Actions', key: 'actions', render: () => <button type="button">Verify</button> },
        ]}
        dataSource={[{ id: 1, name: 'Chinedu Okafor' }]}
      />,
    );
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(verify.closest('td')).toHaveClass('ant-table-cell-fix-end');
    expect(screen.getByRole('cell', { name: 'Chinedu Okafor' })).not.toHaveClass('ant-table-cell-fix-end');
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'profile', label: 'Profile', children: 'Profile panel' },
    { key: 'bookings', label: 'Bookings', children: 'Bookings panel' },
  ];

  it('shows the controlled tab and reports a change without switching by itself', async () => {
    const onChange = jest.fn();
    render(<Tabs items={items} activeKey="bookings" onChange={onChange} />);
    expect(await screen.findByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Bookings panel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(onChange).toHaveBeenCalledWith('profile');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('tab query helpers', () => {
  it('read a known tab from the query string and fall back otherwise', () => {
    const keys = ['rfqs', 'approved-rfqs'];
    expect(tabFromSearch('?tab=rfqs', 'tab', keys, 'approved-rfqs')).toBe('rfqs');
    expect(tabFromSearch('?tab=bogus', 'tab', keys, 'approved-rfqs')).toBe('approved-rfqs');
    expect(tabFromSearch('', 'tab', keys, 'approved-rfqs')).toBe('approved-rfqs');
  });

  it('write the tab while keeping other parameters', () => {
    expect(searchWithTab('?page=2&tab=a', 'tab', 'b')).toBe('?page=2&tab=b');
  });
});

describe('confirmAction', () => {
  it('resolves true when confirmed', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAction({ title: 'Suspend cleaner?', okText: 'Suspend' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmAction({ title: 'Delete review?', okText: 'Delete', content: 'This cannot be undone.' });
    });
    expect(await screen.findByText('This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('This cannot be undone.')).not.toBeInTheDocument());
  });
});

describe('DateField and TimeField', () => {
  it('label their inputs and show ISO values', async () => {
    render(
      <>
        <DateField label="Service Date" value="2030-05-17" />
        <TimeField label="Service Time" value="09:30" />
      </>,
    );
    expect(await screen.findByLabelText('Service Date')).toHaveValue('2030-05-17');
    expect(await screen.findByLabelText('Service Time')).toHaveValue('09:30');
  });

  it('show the label and the error at once, and report the error accessibly', async () => {
    render(<DateField label="Service Date" value={null} error="Please fill in all fields." />);
    expect(screen.getByText('Service Date')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(await screen.findByLabelText('Service Date')).toHaveAccessibleDescription('Please fill in all fields.');
  });

  it('report the chosen date as a YYYY-MM-DD string', async () => {
    const onChange = jest.fn();
    render(<DateField label="Service Date" value="2030-05-17" onChange={onChange} />);
    const input = await screen.findByLabelText('Service Date');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    fireEvent.click(await screen.findByTitle('2030-05-20'));
    expect(onChange).toHaveBeenCalledWith('2030-05-20');
  });

  it('close only their own pop-up on Escape inside a Modal, keeping the form (and close the Modal on the next Escape)', async () => {
    function Form() {
      const [open, setOpen] = useState(true);
      const [date, setDate] = useState<string | null>(null);
      return open ? (
        <Modal open title="Add Schedule" onClose={() => setOpen(false)}>
          <input aria-label="Location" defaultValue="12 Allen Avenue" />
          <DateField label="Date" value={date} onChange={setDate} />
        </Modal>
      ) : null;
    }
    renderWithTheme(<Form />);
    const input = await screen.findByLabelText('Date');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Add Schedule' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('12 Allen Avenue');
    // antd reports the close on the next animation frame; from then on Escape is the Modal's again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Add Schedule' })).not.toBeInTheDocument();
  });
});
