/**
 * @jest-environment node
 */
// Personal Details against a real local-supabase (migrations, storage policies, RLS): refused input writes nothing,
// and a photo whose save did not happen can be removed again by its owner, so nothing partial stays in storage.
import path from 'node:path';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../local-supabase/test/helpers/test-server';
import { MESSAGES, configureSupabase, getSupabase, signUp } from '../src';
import { removeAvatar, updatePersonalDetails, uploadAvatar, validatePersonalDetails } from '../src/cleaner';

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'supabase', 'migrations');
let server: TestServer;
let userId: string;

beforeAll(async () => {
  // supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket.
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  // Sign-up confirms at once here (GoTrue's autoconfirm); with confirmations on: email-confirmation.test.ts.
  server = await startTestServer({ migrationsDir: MIGRATIONS_DIR, confirmEmail: false });
  configureSupabase({ url: server.url, anonKey: server.keys.anon });
  await signUp({ email: `cleaner-${Date.now()}@example.com`, password: 'correct-horse-42', fullName: 'Chi Eze', phone: '08031234567', accountType: 'cleaner' });
  const { data } = await (await getSupabase()).auth.getSession();
  userId = data.session!.user.id;
});

afterAll(async () => {
  const supabase = await getSupabase();
  await supabase.auth.signOut({ scope: 'local' });
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

async function myPhotos(): Promise<string[]> {
  const { data, error } = await (await getSupabase()).storage.from('avatars').list(userId);
  if (error) throw error;
  return (data ?? []).map((entry) => entry.name);
}

async function myProfile() {
  const { data, error } = await (await getSupabase()).from('profiles').select('full_name, phone, avatar_url').eq('id', userId).single();
  if (error) throw error;
  return data;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('Personal Details on local-supabase', () => {
  it('names every problem of the form at once', () => {
    expect(validatePersonalDetails({ fullName: ' ', phone: '12345', photo: new File(['x'], 'a.txt', { type: 'text/plain' }) })).toEqual({
      fullName: 'Full Name is required',
      phone: MESSAGES.auth.invalidPhone,
      photo: 'Please choose a JPEG, PNG, WebP or GIF image up to 2 MB.',
    });
    expect(validatePersonalDetails({ fullName: 'Chi', phone: '', photo: png('me.png') })).toEqual({});
  });

  it('refuses a bad phone without writing the profile', async () => {
    const before = await myProfile();
    await expect(updatePersonalDetails({ fullName: 'Someone Else', phone: '12345' })).rejects.toThrow(MESSAGES.auth.invalidPhone);
    expect(await myProfile()).toEqual(before);
  });

  it('removes an uploaded photo by the URL uploadAvatar returned; other photos stay', async () => {
    const kept = await uploadAvatar(png('kept.png'));
    const orphan = await uploadAvatar(png('orphan.png'));
    expect(await myPhotos()).toHaveLength(2);
    await removeAvatar(orphan);
    const left = await myPhotos();
    expect(left).toHaveLength(1);
    expect(kept.endsWith(left[0]!)).toBe(true);
  });

  it('never throws on a URL that is not an avatar', async () => {
    await expect(removeAvatar('https://example.com/not-ours.png')).resolves.toBeUndefined();
    expect(await myPhotos()).toHaveLength(1);
  });
});
