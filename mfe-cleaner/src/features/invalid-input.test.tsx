// Bad input on the cleaner's own forms, with shared-data's real checks behind them and no server: each invalid case
// shows its text and nothing is uploaded or written.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase } from '@spotless/shared-data';
import { Toaster } from '@spotless/shared-ui';
import { renderCleaner } from '../test/render';
import { profile } from '../test/fixtures';
import { PersonalDetailsTab } from './profile/PersonalDetailsTab';
import { VerificationForm } from './verification/VerificationPage';

// Nothing listens on port 9; the key only has to look like an anon key.
configureSupabase({ url: 'http://127.0.0.1:9', anonKey: `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"anon"}')}.signature` });
jest.setTimeout(30_000);

let rpc: jest.SpyInstance;
let from: jest.SpyInstance;
// An upload starts by reading the session (whose token it sends), then opens an XMLHttpRequest (for progress).
let upload: jest.SpyInstance;
const xhr = jest.spyOn(XMLHttpRequest.prototype, 'open');
beforeAll(async () => {
  const client = await getSupabase();
  rpc = jest.spyOn(client, 'rpc');
  from = jest.spyOn(client, 'from');
  upload = jest.spyOn(client.auth, 'getSession');
});
afterAll(async () => (await getSupabase()).auth.stopAutoRefresh());
beforeEach(() => jest.clearAllMocks());

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('VerificationForm', () => {
  it('asks for the ID type, both documents and consent, and uploads nothing', async () => {
    renderCleaner(<VerificationForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByText('Please select an ID type.')).toBeInTheDocument();
    expect(screen.getAllByText('Please upload both documents.')).toHaveLength(2);
    expect(screen.getByText('Please consent to the processing of your documents.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(xhr).not.toHaveBeenCalled();
    expect(rpc).not.toHaveBeenCalled();
  });

  it.each([
    ['a file that is neither image nor PDF', file('id.txt', 'text/plain'), 'Please upload an image (JPEG, PNG, WebP) or a PDF.'],
    ['a file over 5 MB', file('id.pdf', 'application/pdf', 5 * 1024 * 1024 + 1), 'Files must be 5 MB or smaller.'],
  ])('refuses %s and uploads nothing', async (_case, bad, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderCleaner(<VerificationForm />);
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.upload(screen.getByLabelText('Government ID'), bad);
    await user.upload(screen.getByLabelText('Proof of address'), file('bill.png', 'image/png'));
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(xhr).not.toHaveBeenCalled();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('starts uploading only a complete form (here nobody is signed in, so it stops there)', async () => {
    const user = userEvent.setup();
    renderCleaner(
      <>
        <VerificationForm />
        <Toaster />
      </>,
    );
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.upload(screen.getByLabelText('Government ID'), file('id.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText('Proof of address'), file('bill.png', 'image/png'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('No logged-in user found.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalled();
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('PersonalDetailsTab', () => {
  async function saveWith(values: { fullName?: string; phone?: string; photo?: File }) {
    const user = userEvent.setup({ applyAccept: false });
    renderCleaner(
      <>
        <PersonalDetailsTab profile={profile()} basePath="/cleaner" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Personal Details' }));
    if (values.fullName !== undefined) await user.clear(screen.getByLabelText(/Full name/));
    if (values.fullName) await user.type(screen.getByLabelText(/Full name/), values.fullName);
    if (values.phone !== undefined) await user.clear(screen.getByLabelText('Phone'));
    if (values.phone) await user.type(screen.getByLabelText('Phone'), values.phone);
    if (values.photo) await user.upload(screen.getByLabelText('Profile photo'), values.photo);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it.each([
    ['a phone that is not Nigerian', { phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
    ['no name', { fullName: '' }, 'Full Name is required'],
  ])('refuses %s and writes nothing', async (_case, values, message) => {
    await saveWith(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(from).not.toHaveBeenCalled();
  });

  it.each([
    ['a bad phone', { phone: '12345', photo: file('me.png', 'image/png') }, 'Please enter a valid Nigerian phone number.'],
    ['no name', { fullName: '', photo: file('me.png', 'image/png') }, 'Full Name is required'],
    ['a photo that is not an image', { photo: file('me.txt', 'text/plain') }, 'Please choose a JPEG, PNG, WebP or GIF image up to 2 MB.'],
    ['a photo over 2 MB', { photo: file('me.png', 'image/png', 2 * 1024 * 1024 + 1) }, 'Please choose a JPEG, PNG, WebP or GIF image up to 2 MB.'],
  ])('with a new photo, refuses %s before uploading anything', async (_case, values, message) => {
    await saveWith(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload profile picture')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(xhr).not.toHaveBeenCalled();
    expect(from).not.toHaveBeenCalled();
  });

  it('uploads the photo of a valid form (here nobody is signed in, so the upload fails and nothing is written)', async () => {
    await saveWith({ phone: '0803 123 4567', photo: file('me.png', 'image/png') });
    expect(await screen.findByText('Failed to upload profile picture')).toBeInTheDocument();
    expect(upload).toHaveBeenCalled();
    expect(from).not.toHaveBeenCalled();
  });
});
