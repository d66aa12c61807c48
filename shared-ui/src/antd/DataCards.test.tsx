import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { installMatchMedia } from '../test/match-media';
import { DataTable } from './DataTable';

interface Booking {
  id: string;
  client: { name: string };
  amount: number;
  status: string;
}

const rows: Booking[] = Array.from({ length: 12 }, (_, i) => ({
  id: `b${i + 1}`,
  client: { name: `Client ${i + 1}` },
  amount: 3_800_000 + i,
  status: i % 2 ? 'accepted' : '',
}));

const columns = [
  { title: 'Client', dataIndex: ['client', 'name'], key: 'client' },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', render: (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG')}` },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (s: string) => ({ children: s ? s.toUpperCase() : '' }) },
  { title: 'Actions', key: 'actions', render: (_: unknown, r: Booking) => <button type="button">Approve {r.client.name}</button> },
];

// antd's Table compiles on its first import: seconds, and far more on a busy machine. It is loaded once before the
// tests, so their waits time the component and not the compiler (the lazy boundary still suspends first, as in a
// browser, where the chunk is fetched).
beforeAll(() => import('./impl/DataTable'), 180_000);

describe('DataTable below 768 px (cards)', () => {
  let viewport: ReturnType<typeof installMatchMedia>;
  beforeEach(() => {
    viewport = installMatchMedia({ width: 390 });
  });
  afterEach(() => viewport.restore());

  it('shows each row as a card: heading, every field with its label, the buttons, and a pager', () => {
    render(<DataTable caption="Bids" rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Bids' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = within(cards[0]!);
    expect(first.getByText('Client 1')).toBeInTheDocument();
    // Whole amounts, nothing cut; render functions returning { children } work as in the table.
    expect(first.getByText('Amount').nextSibling).toHaveTextContent('₦38,000');
    expect(within(cards[1]!).getByText('Status').nextSibling).toHaveTextContent('ACCEPTED');
    // An empty value says so rather than leaving the label hanging.
    expect(first.getByText('Status').nextSibling).toHaveTextContent('—');
    expect(first.getByRole('button', { name: 'Approve Client 1' })).toBeInTheDocument();
    // The action column is not repeated as a label.
    expect(first.queryByText('Actions')).not.toBeInTheDocument();

    expect(screen.getByText('Page 1 of 2 · 12 in all')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2 · 12 in all')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('leaves out the button bar of a row that has no action', () => {
    const some = [{ ...columns[3]!, render: (_: unknown, r: Booking) => (r.status ? <button type="button">Pay {r.client.name}</button> : null) }];
    render(<DataTable caption="Bids" rowKey="id" columns={[columns[0]!, ...some]} dataSource={rows.slice(0, 2)} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.querySelectorAll('div')).toHaveLength(2);
    expect(within(second!).getByRole('button', { name: 'Pay Client 2' })).toBeInTheDocument();
  });

  it('turns back into a table when the viewport grows past 768 px', async () => {
    render(<DataTable caption="Bids" rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    act(() => viewport.setWidth(1366));
    expect(await screen.findByRole('table', { name: 'Bids' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('keeps a table when asked to (phoneLayout="table")', async () => {
    render(<DataTable caption="Bids" rowKey="id" columns={columns} dataSource={rows} phoneLayout="table" />);
    expect(await screen.findByRole('table', { name: 'Bids' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('pages on the server when the total is larger than the rows given', () => {
    const onChange = jest.fn();
    render(
      <DataTable
        caption="Payments"
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 5)}
        pagination={{ current: 3, pageSize: 5, total: 1_234, onChange }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Page 3 of 247 · 1,234 in all')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2, 5);
  });

  it('selects rows with a labelled checkbox per card and reports the keys', () => {
    function Selectable() {
      const [keys, setKeys] = useState<string[]>([]);
      return (
        <>
          <DataTable
            caption="Schedules"
            rowKey="id"
            columns={columns}
            dataSource={rows.slice(0, 3)}
            rowSelection={{ selectedRowKeys: keys, onChange: (k) => setKeys(k.map(String)), getCheckboxProps: (r) => ({ 'aria-label': `Select ${r.client.name}` }) as never }}
          />
          <output>{keys.join(',')}</output>
        </>
      );
    }
    render(<Selectable />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Client 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Client 3' }));
    expect(screen.getByRole('status')).toHaveTextContent('b2,b3');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Client 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('b3');
  });

  it('opens expandable rows with a toggle, only where the row can expand', () => {
    render(
      <DataTable
        caption="Quotes"
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 2)}
        expandable={{ rowExpandable: (r) => r.id === 'b2', expandedRowRender: (r) => <p>Bids for {r.client.name}</p> }}
      />,
    );
    const toggles = screen.getAllByRole('button', { name: 'Show details' });
    expect(toggles).toHaveLength(1);
    fireEvent.click(toggles[0]!);
    expect(screen.getByText('Bids for Client 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the empty text, and says it is loading while it has nothing yet', () => {
    const { rerender } = render(<DataTable caption="Bids" rowKey="id" columns={columns} dataSource={[]} loading emptyText="No bids found." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<DataTable caption="Bids" rowKey="id" columns={columns} dataSource={[]} emptyText="No bids found." />);
    expect(screen.getByRole('status')).toHaveTextContent('No bids found.');
  });
});
