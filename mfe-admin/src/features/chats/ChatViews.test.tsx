import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { chatMessage, chatThread } from '../../test/fixtures';
import { ChatsView, MessagePaneView } from './ChatViews';
import { orderThreads } from './threads';

const threads = [
  chatThread(),
  chatThread({ id: 't-2', guest_number: 2, last_message_at: '2025-06-03T08:00:00Z', admin_unread: 3 }),
  chatThread({ id: 't-3', guest_number: 3, last_message_at: '2025-06-02T08:00:00Z' }),
];

describe('ChatsView', () => {
  it('lists guests newest message first with unread badges, and opens the chosen one', async () => {
    const onSelect = jest.fn();
    renderAdmin(<ChatsView threads={threads} onSelect={onSelect} renderPane={(_, label) => <p>Pane of {label}</p>} />);
    const guests = within(screen.getByRole('navigation', { name: 'Guests' })).getAllByRole('button');
    expect(guests.map((b) => b.textContent)).toEqual(['Guest 23', 'Guest 3', 'Guest 1']);
    expect(within(guests[0]!).getByTestId('thread-unread')).toHaveAccessibleName('3 unread');
    expect(screen.getByText('Choose a guest to read and reply.')).toBeInTheDocument();
    await userEvent.click(guests[1]!);
    expect(onSelect).toHaveBeenCalledWith('t-3');
  });

  it('shows the open guest as current with its pane', () => {
    renderAdmin(<ChatsView threads={threads} activeId="t-3" onSelect={jest.fn()} renderPane={(_, label) => <p>Pane of {label}</p>} />);
    expect(screen.getByRole('button', { name: 'Guest 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Pane of Guest 3')).toBeInTheDocument();
  });

  it('opens a chat that is not on the page of guests shown, and shows the pager below the list', () => {
    const elsewhere = chatThread({ id: 't-9', guest_number: 9, last_message_at: '2025-05-01T08:00:00Z' });
    renderAdmin(
      <ChatsView
        threads={threads}
        activeId="t-9"
        openThread={elsewhere}
        onSelect={jest.fn()}
        renderPane={(_, label) => <p>Pane of {label}</p>}
        footer={<p>1–20 of 45</p>}
      />,
    );
    expect(screen.getByText('Pane of Guest 9')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Guests' })).queryByRole('button', { name: /Guest 9/ })).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('says No chats yet. without threads', () => {
    renderAdmin(<ChatsView threads={[]} onSelect={jest.fn()} renderPane={() => null} />);
    expect(screen.getByText('No chats yet.')).toBeInTheDocument();
  });

  it('orders threads by latest message, ties and silent threads by guest number', () => {
    const ordered = orderThreads([
      chatThread({ id: 'a', guest_number: 4, last_message_at: null }),
      chatThread({ id: 'b', guest_number: 2, last_message_at: '2025-06-01T10:00:00Z' }),
      chatThread({ id: 'c', guest_number: 1, last_message_at: '2025-06-01T10:00:00Z' }),
      chatThread({ id: 'd', guest_number: 3, last_message_at: '2025-06-05T10:00:00Z' }),
    ]);
    expect(ordered.map((t) => t.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('MessagePaneView', () => {
  const messages = [chatMessage(), chatMessage({ id: 'm-2', from_admin: true, body: 'Yes, we do.' })];

  it('shows who said what', () => {
    renderAdmin(<MessagePaneView label="Guest 1" messages={messages} onSend={jest.fn()} />);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Guest 1:')).toBeInTheDocument();
    expect(within(list).getByText('You:')).toBeInTheDocument();
    expect(list).toHaveTextContent('Yes, we do.');
  });

  it('ignores a blank reply and clears the box once a reply is sent', async () => {
    const onSend = jest.fn(() => Promise.resolve(true));
    renderAdmin(<MessagePaneView label="Guest 1" messages={messages} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'We are available on Saturday.{Enter}');
    expect(onSend).toHaveBeenCalledWith('We are available on Saturday.');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the reply when sending failed', async () => {
    const onSend = jest.fn(() => Promise.resolve(false));
    renderAdmin(<MessagePaneView label="Guest 1" messages={[]} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box).toHaveValue('Hello');
  });
});
