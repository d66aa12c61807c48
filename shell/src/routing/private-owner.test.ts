import { privateOwnerOf } from './private-owner';

describe('privateOwnerOf', () => {
  it('names the signed-in area of a path and the path inside it', () => {
    expect(privateOwnerOf('/admin')).toEqual({ area: 'admin', pathname: '/' });
    expect(privateOwnerOf('/admin/audit')).toEqual({ area: 'admin', pathname: '/audit' });
    expect(privateOwnerOf('/client/bookings/book')).toEqual({ area: 'client', pathname: '/bookings/book' });
    expect(privateOwnerOf('/cleaner/')).toEqual({ area: 'cleaner', pathname: '/' });
  });

  it('leaves public pages and look-alike paths to nobody', () => {
    expect(privateOwnerOf('/')).toBeNull();
    expect(privateOwnerOf('/adminregister')).toBeNull();
    expect(privateOwnerOf('/clients-of-ours')).toBeNull();
    expect(privateOwnerOf('/request-quote')).toBeNull();
  });
});
