import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { BookingConversation, BookingPageFrame, BookingTimeline } from './booking-page-parts';

describe('BookingTimeline', () => {
  it('lists each event with its time and actor', async () => {
    renderWithTheme(
      <BookingTimeline entries={[{ id: 1, title: 'Job started', when: '25 Nov 2026, 14:05', actor: 'Your cleaner', at: '2026-11-25T13:05:00Z' }]} />,
    );
    expect(await screen.findByText('Job started')).toBeInTheDocument();
    expect(screen.getByText('25 Nov 2026, 14:05')).toHaveAttribute('datetime', '2026-11-25T13:05:00Z');
    expect(screen.getByText(/Your cleaner/)).toBeInTheDocument();
  });
});

describe('BookingConversation', () => {
  const messages = [
    { id: 'm1', mine: true, body: 'Hello', when: '25 Nov 2026, 14:05', redacted: false, read: true },
    { id: 'm2', mine: false, body: 'Pay me outside', when: '25 Nov 2026, 14:06', redacted: false, read: false },
  ];

  it('sends the typed text and clears the box when it went', async () => {
    const onSend = jest.fn(async () => true);
    renderWithTheme(<BookingConversation messages={messages} otherSide="Your cleaner" onSend={onSend} onReport={jest.fn()} />);
    const box = await screen.findByLabelText('Message to your cleaner');
    fireEvent.change(box, { target: { value: 'See you at 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('See you at 2'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('offers Report only on the other side\'s messages and sends the reason', async () => {
    const onReport = jest.fn(async () => undefined);
    renderWithTheme(<BookingConversation messages={messages} otherSide="Your cleaner" onSend={jest.fn()} onReport={onReport} />);
    const reports = await screen.findAllByRole('button', { name: 'Report' });
    expect(reports).toHaveLength(1);
    fireEvent.click(reports[0]!);
    fireEvent.change(screen.getByLabelText('Why are you reporting this message?'), { target: { value: 'Asks for cash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReport).toHaveBeenCalledWith('m2', 'Asks for cash'));
  });

  it('is read-only when closed', async () => {
    renderWithTheme(
      <BookingConversation messages={[]} otherSide="The customer" closedText="This booking is closed." onSend={jest.fn()} onReport={jest.fn()} />,
    );
    expect(await screen.findByText('This booking is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('BookingPageFrame', () => {
  const frame = (notice?: { kind: 'searching' | 'not_found' | 'found'; title: string; lines: string[] } | null) => (
    <BookingPageFrame
      title="Deep Cleaning"
      status={{ label: 'Pending', value: 'pending' }}
      facts={[{ label: 'When', value: '27 Nov 2026, 10:00-12:00' }]}
      notice={notice}
      timeline={[]}
      conversation={{ messages: [], otherSide: 'Your cleaner', onSend: jest.fn(), onReport: jest.fn() }}
    />
  );

  it('shows a replacement notice as a live status, and its change to who is coming', async () => {
    const view = renderWithTheme(frame({ kind: 'searching', title: 'Finding a replacement', lines: ['Your cleaner cancelled this booking.', 'You can wait, or cancel free of charge.'] }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Finding a replacement');
    expect(notice).toHaveTextContent('You can wait, or cancel free of charge.');
    view.rerender(frame({ kind: 'found', title: 'Kunle Ade is coming', lines: ['Another verified cleaner took it.'] }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kunle Ade is coming'));
    expect(screen.queryByText('Finding a replacement')).toBeNull();
  });

  it('has no notice when the cleaner never dropped the job', async () => {
    renderWithTheme(frame(null));
    expect(await screen.findByText('Deep Cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('booking-reference')).toBeNull();
  });

  it('shows the reference beside the title when it has one', async () => {
    renderWithTheme(
      <BookingPageFrame
        title="Deep Cleaning"
        reference="BK-3F2A91C0"
        status={{ label: 'Pending', value: 'pending' }}
        facts={[]}
        timeline={[]}
        conversation={{ messages: [], otherSide: 'Your cleaner', onSend: jest.fn(), onReport: jest.fn() }}
      />,
    );
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('BK-3F2A91C0');
  });
});
