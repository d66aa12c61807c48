import { greetingFor, greetingLine } from './greeting';
import { firstNameFrom } from './use-first-name';

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

describe('greetingLine', () => {
  it('names the admin when the name is known', () => {
    expect(greetingLine('Good Evening', 'Ada')).toBe('Good Evening, Ada!');
    expect(greetingLine('Good Morning', '')).toBe('Good Morning!');
  });

  it('takes the first word of the profile name, else the e-mail local part', () => {
    expect(firstNameFrom('  Adaeze  Nwosu ', 'x@example.ng')).toBe('Adaeze');
    expect(firstNameFrom(null, 'ops.lead@example.ng')).toBe('ops.lead');
    expect(firstNameFrom('', undefined)).toBe('');
  });
});
