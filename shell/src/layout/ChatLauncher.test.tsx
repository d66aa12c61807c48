import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from '@spotless/shared-ui/router';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import type { FloatingChatProps, RemoteApp } from '@spotless/tooling/federation/remote-contract';
import type { AreaLoader } from '../federation/load-area';
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

function renderWithLoader(guestLoader: AreaLoader) {
  return render(
    <SpotlessThemeProvider>
      <MemoryRouter initialEntries={['/']}>
        <Link to="/about">About</Link>
        <Link to="/book">Book</Link>
        <Routes>
          <Route path="/chat" element={<h1>Chat page</h1>} />
          <Route path="*" element={<ChatLauncher guestLoader={guestLoader} />} />
        </Routes>
      </MemoryRouter>
    </SpotlessThemeProvider>,
  );
}

/** Stands in for the guest area's widget: a panel that opens and closes. */
function FakeWidget({ defaultOpen }: FloatingChatProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  return open ? (
    <section aria-label="Chat with us panel">
      <button onClick={() => setOpen(false)}>Close chat</button>
    </section>
  ) : (
    <button onClick={() => setOpen(true)}>Open chat</button>
  );
}

/** As the guest area gives it: the widget's own code arrives after the component is rendered. */
const LazyFake = lazy(() => Promise.resolve({ default: FakeWidget }));
function LazyFakeWidget(props: FloatingChatProps) {
  return (
    <Suspense fallback={null}>
      <LazyFake {...props} />
    </Suspense>
  );
}

test('on home, Chat opens the guest area\'s floating widget in place, loaded only on that click', async () => {
  const guestLoader = jest.fn(() => Promise.resolve(Object.assign(() => null, { ChatWidget: LazyFakeWidget }) as RemoteApp));
  renderWithLoader(guestLoader);
  expect(guestLoader).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
  expect(await screen.findByRole('region', { name: 'Chat with us panel' })).toBeInTheDocument();
  expect(guestLoader).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('heading', { name: 'Chat page' })).toBeNull();
});

test('when the guest area does not load, Chat goes to the chat page as the link would', async () => {
  renderWithLoader(() => Promise.reject(new Error('remote down')));
  await userEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
  expect(await screen.findByRole('heading', { name: 'Chat page' })).toBeInTheDocument();
});

test('the widget opens once by itself; closed, it stays closed on the next marketing page', async () => {
  renderWithLoader(() => Promise.resolve(Object.assign(() => null, { ChatWidget: FakeWidget }) as RemoteApp));
  await userEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Close chat' }));
  await userEvent.click(screen.getByRole('link', { name: 'Book' }));
  expect(screen.queryByRole('button', { name: 'Open chat' })).toBeNull();
  await userEvent.click(screen.getByRole('link', { name: 'About' }));
  expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Chat with us panel' })).toBeNull();
});
