import { hasStoredSession, markStoredSession, STORED_SESSION_ATTRIBUTE } from './stored-session';

function storageWith(...keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

afterEach(() => document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE));

test('finds supabase-js session keys and nothing else', () => {
  expect(hasStoredSession(storageWith('theme', 'sb-127-auth-token'))).toBe(true);
  expect(hasStoredSession(storageWith('supabase.auth.token'))).toBe(true);
  expect(hasStoredSession(storageWith('theme', 'spotless.activeRole'))).toBe(false);
});

test('reads the browser storage when given none', () => {
  localStorage.setItem('sb-127-auth-token', '{}');
  try {
    expect(hasStoredSession()).toBe(true);
  } finally {
    localStorage.removeItem('sb-127-auth-token');
  }
  expect(hasStoredSession()).toBe(false);
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

test('a browser that refuses even to hand out localStorage reads as no session, and start-up marks nothing', () => {
  const refuse = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    expect(hasStoredSession()).toBe(false);
    expect(() => markStoredSession(document)).not.toThrow();
    expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  } finally {
    refuse.mockRestore();
  }
});

test('marks <html> only when a session is stored', () => {
  markStoredSession(document, storageWith('theme'));
  expect(document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)).toBe(false);
  markStoredSession(document, storageWith('sb-127-auth-token'));
  expect(document.documentElement.getAttribute(STORED_SESSION_ATTRIBUTE)).toBe('stored');
});
