import { formatPlace } from './place';

describe('formatPlace', () => {
  it('adds the LGA and state the typed location does not already say', () => {
    expect(formatPlace('12 Allen Avenue', 'Ikeja', 'Lagos')).toBe('12 Allen Avenue, Ikeja, Lagos');
  });
  it('does not repeat an LGA or state the location already names (any case, whole words)', () => {
    expect(formatPlace('Ikeja GRA, Ikeja', 'Ikeja', 'Lagos')).toBe('Ikeja GRA, Ikeja, Lagos');
    expect(formatPlace('Ikeja', 'Ikeja', 'Lagos')).toBe('Ikeja, Lagos');
    expect(formatPlace('lekki phase 1, lagos', 'Eti-Osa', 'Lagos')).toBe('lekki phase 1, lagos, Eti-Osa');
    expect(formatPlace('Garki', 'Abuja Municipal', 'FCT')).toBe('Garki, Abuja Municipal, FCT');
  });
  it('keeps a word that only looks like the LGA (part of another word)', () => {
    expect(formatPlace('Ikejaville Estate', 'Ikeja', 'Lagos')).toBe('Ikejaville Estate, Ikeja, Lagos');
  });
  it('says — when there is nothing', () => {
    expect(formatPlace(null, null, null)).toBe('—');
    expect(formatPlace('', 'Ikeja', 'Lagos')).toBe('Ikeja, Lagos');
  });
});
