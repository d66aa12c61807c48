// The message box with shared-data's real send path behind it and no server: a blank message never leaves the page,
// a real one does (and, with nobody signed in here, ends in the send-failed toast).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_SEND_FAILED, getSupabase } from '@spotless/shared-data';
import { Toaster } from '@spotless/shared-ui';
import { renderGuest } from '../../test/render';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { ChatConversation } from './ChatConversation';

let supabase: SupabaseWatch;
let session: jest.SpyInstance;
beforeAll(async () => {
  supabase = await watchSupabase();
  // Sending starts by reading the session (the sender); nothing else in this screen reads it while signed out.
  session = jest.spyOn((await getSupabase()).auth, 'getSession');
});
afterAll(() => supabase.stop());
beforeEach(() => jest.clearAllMocks());

function openThread() {
  renderGuest(
    <>
      <ChatConversation threadId="thread-1" />
      <Toaster />
    </>,
  );
  return screen.getByRole('textbox', { name: 'Message' });
}

describe('ChatConversation', () => {
  it.each([
    ['with Send', '   ', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send' }))],
    ['with Enter', '  \t ', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
  ])('ignores a whitespace-only message sent %s', async (_how, blank, submit) => {
    const user = userEvent.setup();
    const box = openThread();
    await user.type(box, blank);
    await submit(user);
    expect(box).toHaveValue(blank);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(session).not.toHaveBeenCalled();
    expect(supabase.from).not.toHaveBeenCalled();
    expect(supabase.rpc).not.toHaveBeenCalled();
    expect(screen.queryByText(CHAT_SEND_FAILED)).not.toBeInTheDocument();
  });

  it('sends a message with text (nobody is signed in here, so it fails and the text stays for another try)', async () => {
    const user = userEvent.setup();
    const box = openThread();
    await user.type(box, '  Do you clean on Sundays?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(CHAT_SEND_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(session).toHaveBeenCalled());
    expect(box).toHaveValue('  Do you clean on Sundays?  ');
  });
});
