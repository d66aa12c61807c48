import { screen } from '@testing-library/react';
import { renderGuest } from '../../test/render';
import { message } from '../../test/fixtures';
import { CHAT_WELCOME, MessageLog } from './ChatConversation';

describe('MessageLog', () => {
  it('shows the welcome text when there are no messages', () => {
    renderGuest(<MessageLog messages={[]} />);
    expect(screen.getByText(CHAT_WELCOME)).toBeInTheDocument();
  });

  it('lists messages oldest first and says who wrote each', () => {
    renderGuest(<MessageLog messages={[message(), message({ id: 'm-2', from_admin: true, body: 'Yes, from 9am.' })]} />);
    const items = screen.getAllByTestId('chat-message');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('You: Do you clean on Sundays?'), expect.stringContaining('Spotless support: Yes, from 9am.')]);
  });
});
