import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { confirmAction } from './confirm-action';
import { DataTable } from './DataTable';
import { DateField } from './DateField';
import { searchWithTab, tabFromSearch } from './tab-param';
import { Tabs } from './Tabs';
import { TimeField } from './TimeField';

describe('DataTable', () => {
  const columns = [{ title: 'Cleaner', dataIndex: 'name', key: 'name' }];

  it('shows rows under a named table', () => {
    render(<DataTable caption="My Cleaners Bookings" rowKey="id" columns={columns} dataSource={[{ id: 1, name: 'Chinedu Okafor' }]} />);
    expect(screen.getByRole('table', { name: 'My Cleaners Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Chinedu Okafor' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    render(<DataTable rowKey="id" columns={columns} dataSource={[]} emptyText="No bookings found." />);
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'profile', label: 'Profile', children: 'Profile panel' },
    { key: 'bookings', label: 'Bookings', children: 'Bookings panel' },
  ];

  it('shows the controlled tab and reports a change without switching by itself', () => {
    const onChange = jest.fn();
    render(<Tabs items={items} activeKey="bookings" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
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
  it('label their inputs and show ISO values', () => {
    render(
      <>
        <DateField label="Service Date" value="2030-05-17" />
        <TimeField label="Service Time" value="09:30" />
      </>,
    );
    expect(screen.getByLabelText('Service Date')).toHaveValue('2030-05-17');
    expect(screen.getByLabelText('Service Time')).toHaveValue('09:30');
  });

  it('report an error accessibly', () => {
    render(<DateField label="Service Date" value={null} error="Please fill in all fields." />);
    expect(screen.getByLabelText('Service Date')).toHaveAccessibleDescription('Please fill in all fields.');
  });
});
