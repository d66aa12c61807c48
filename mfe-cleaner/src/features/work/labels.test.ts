import { requestPlace } from './labels';

describe('requestPlace', () => {
  it('does not repeat the LGA a typed location already names', () => {
    expect(requestPlace({ location: 'Ikeja GRA, Ikeja', lga: 'Ikeja', state: 'Lagos' })).toBe('Ikeja GRA, Ikeja, Lagos');
    expect(requestPlace({ location: 'Opebi', lga: 'Ikeja', state: 'Lagos' })).toBe('Opebi, Ikeja, Lagos');
    expect(requestPlace(null)).toBe('—');
  });
});
