import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it('says Good Morning before noon, Good Afternoon before 18:00, Good Evening after', () => {
    expect(greetingFor(0)).toBe('Good Morning');
    expect(greetingFor(11)).toBe('Good Morning');
    expect(greetingFor(12)).toBe('Good Afternoon');
    expect(greetingFor(17)).toBe('Good Afternoon');
    expect(greetingFor(18)).toBe('Good Evening');
    expect(greetingFor(23)).toBe('Good Evening');
  });
});
