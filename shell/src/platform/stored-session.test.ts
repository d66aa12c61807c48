import { hasStoredSession, markStoredSession, STORED_SESSION_ATTRIBUTE } from './stored-session';

function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

afterEach(() => document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE));

test('finds supabase-js session keys and nothing else', () => {
  expect(hasStoredSession(storageWith('theme', 'sb-127-auth-token'))).toBe(true);
  expect(hasStoredSession(storageWith('supabase.auth.token'))).toBe(true);
  expect(hasStoredSession(storageWith('theme', 'spotless.activeRole'))).toBe(false);
  expect(hasStoredSession(undefined)).toBe(false);
});

test('treats blocked storage as empty', () => {
  const blocked = {
    get length(): number {
      throw new DOMException('denied', 'SecurityError');
    },
    key: () => null,
  };
  expect(hasStoredSession(blocked)).toBe(false);
});

test('marks <html> only when a session is stored', () => {
  markStoredSession(document, storageWith('theme'));
  expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  markStoredSession(document, storageWith('sb-127-auth-token'));
  expect(document.documentElement.getAttribute(STORED_SESSION_ATTRIBUTE)).toBe('stored');
});
