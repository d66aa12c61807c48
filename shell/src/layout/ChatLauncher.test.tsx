import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { ChatLauncher, showsChatLauncher } from './ChatLauncher';

function renderAt(path: string) {
  return render(
    <SpotlessThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <ChatLauncher />
      </MemoryRouter>
    </SpotlessThemeProvider>,
  );
}

test('marketing pages offer the chat, linking to the guest chat screen', () => {
  renderAt('/about');
  expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/chat');
});

test('guest pages (own widget), the chat itself and signed-in areas do not', () => {
  for (const path of ['/request-quote', '/chat', '/chat/abc', '/client', '/admin/chats']) expect(showsChatLauncher(path)).toBe(false);
  for (const path of ['/', '/about', '/terms/']) expect(showsChatLauncher(path)).toBe(true);
  renderAt('/client');
  expect(screen.queryByRole('link', { name: 'Chat with us' })).toBeNull();
});
