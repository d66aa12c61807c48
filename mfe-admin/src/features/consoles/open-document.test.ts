import { openDocument } from './open-document';

// window.open is the browser's; a fake tab records what the function does with it.
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
}

describe('openDocument', () => {
  let open: jest.SpyInstance;
  afterEach(() => open.mockRestore());

  it('opens the tab at once and points it at the signed link, cut off from this page', async () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const getLink = jest.fn(() => Promise.resolve('https://storage.test/signed?token=abc'));
    const onError = jest.fn();
    const done = openDocument(getLink, 'v-1', 'address_proof', onError);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await done;
    expect(getLink).toHaveBeenCalledWith('v-1', 'address_proof');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('https://storage.test/signed?token=abc');
    expect(onError).not.toHaveBeenCalled();
  });

  it('closes the tab and reports the error when no link can be had', async () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const failure = new Error('Error retrieving the file.');
    const onError = jest.fn();
    await openDocument(() => Promise.reject(failure), 'v-1', 'government_id', onError);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
