import {
  allLgas,
  NIGERIAN_STATES,
  findLga,
  findState,
  isNigerianStateCode,
  lgaByKey,
  lgasOf,
  normaliseLocation,
  placeSlug,
} from './nigeria-locations';

// Official per-state totals (product.md §7). Written out here, independently of the data file.
const EXPECTED_COUNTS: Record<string, number> = {
  Abia: 17, Adamawa: 21, 'Akwa Ibom': 31, Anambra: 21, Bauchi: 20, Bayelsa: 8, Benue: 23, Borno: 27,
  'Cross River': 18, Delta: 25, Ebonyi: 13, Edo: 18, Ekiti: 16, Enugu: 17, FCT: 6, Gombe: 11, Imo: 27,
  Jigawa: 27, Kaduna: 23, Kano: 44, Katsina: 34, Kebbi: 21, Kogi: 21, Kwara: 16, Lagos: 20, Nasarawa: 13,
  Niger: 25, Ogun: 20, Ondo: 18, Osun: 30, Oyo: 33, Plateau: 17, Rivers: 23, Sokoto: 23, Taraba: 16, Yobe: 17,
  Zamfara: 14,
};

describe('Nigerian states and LGAs', () => {
  it('has 37 states keyed by ISO 3166-2:NG codes, including the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    for (const s of NIGERIAN_STATES) expect(s.code).toMatch(/^NG-[A-Z]{2}$/);
    expect(new Set(NIGERIAN_STATES.map((s) => s.code)).size).toBe(37);
    expect(findState('NG-FC')?.name).toBe('Federal Capital Territory');
    expect(findState('NG-LA')?.name).toBe('Lagos');
  });

  it('lists the states in alphabetical order, as a reader sorts them', () => {
    const names = NIGERIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.slice(0, 3)).toEqual(['Abia', 'Adamawa', 'Akwa Ibom']);
  });

  it('builds a state\'s LGAs once and hands out the same list after', () => {
    expect(lgasOf('NG-LA')).toBe(lgasOf('NG-LA'));
    expect(lgaByKey(lgasOf('NG-KW')[0]!.key)).toBe(lgasOf('NG-KW')[0]);
    expect(lgaByKey('not-a-key')).toBeUndefined();
  });

  it('has 774 LGAs with unique keys that include the state', () => {
    expect(allLgas()).toHaveLength(774);
    expect(new Set(allLgas().map((l) => l.key)).size).toBe(774);
    for (const lga of allLgas()) expect(lga.key.startsWith(`${lga.stateCode}:`)).toBe(true);
  });

  it.each(Object.entries(EXPECTED_COUNTS))('%s has %i LGAs', (stateName, count) => {
    const state = findState(stateName);
    expect(state).toBeDefined();
    expect(lgasOf(state!.code)).toHaveLength(count);
  });

  it('has no duplicate LGA names within a state', () => {
    for (const s of NIGERIAN_STATES) {
      const names = lgasOf(s.code).map((l) => placeSlug(l.name));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('keeps the six names shared by two states apart', () => {
    const shared: Array<[string, string, string]> = [
      ['Obi', 'Benue', 'Nasarawa'],
      ['Nasarawa', 'Kano', 'Nasarawa'],
      ['Bassa', 'Kogi', 'Plateau'],
      ['Ifelodun', 'Kwara', 'Osun'],
      ['Irepodun', 'Kwara', 'Osun'],
      ['Surulere', 'Lagos', 'Oyo'],
    ];
    for (const [lga, a, b] of shared) {
      const inA = findLga(findState(a)!.code, lga);
      const inB = findLga(findState(b)!.code, lga);
      expect(inA?.name).toBe(lga);
      expect(inB?.name).toBe(lga);
      expect(inA!.key).not.toBe(inB!.key);
      expect(allLgas().filter((l) => l.name === lga)).toHaveLength(2);
    }
  });

  it('spells names correctly', () => {
    expect(findState('NG-KT')?.name).toBe('Katsina');
    expect(NIGERIAN_STATES.some((s) => /kastina/i.test(s.name))).toBe(false);
    const expected: Array<[string, string]> = [
      ['Adamawa', 'Fufore'],
      ['Bauchi', 'Dambam'],
      ['Bauchi', 'Ganjuwa'],
      ['Bayelsa', 'Ekeremor'],
      ['Bayelsa', 'Sagbama'],
      ['Imo', 'Onuimo'],
      ['Katsina', 'Sandamu'],
      ['Kebbi', 'Maiyama'],
      ['Ogun', 'Obafemi Owode'],
      ['Ogun', 'Sagamu'],
      ['Sokoto', 'Goronyo'],
    ];
    for (const [state, lga] of expected) {
      const names = lgasOf(findState(state)!.code).map((l) => l.name);
      expect(names).toContain(lga);
    }
  });

  it('finds states by the aliases users type', () => {
    expect(findState('FCT')?.code).toBe('NG-FC');
    expect(findState('abuja')?.code).toBe('NG-FC');
    expect(findState('Nassarawa')?.code).toBe('NG-NA');
    expect(findState('akwa-ibom state')?.code).toBe('NG-AK');
    expect(findState('  LAGOS ')?.code).toBe('NG-LA');
    expect(findState('Atlantis')).toBeUndefined();
    expect(findState('')).toBeUndefined();
  });

  it('finds LGAs by alias within their state only', () => {
    expect(findLga('NG-OG', 'Shagamu')?.name).toBe('Sagamu');
    expect(findLga('NG-BE', 'Otukpo')?.name).toBe('Oturkpo');
    expect(findLga('NG-FC', 'AMAC')?.name).toBe('Abuja Municipal');
    expect(findLga('NG-RI', 'obio akpor')?.name).toBe('Obio/Akpor');
    expect(findLga('NG-LA', 'Shagamu')).toBeUndefined();
    expect(findLga('NG-XX', 'Ikeja')).toBeUndefined();
    expect(lgasOf('NG-XX')).toEqual([]);
  });

  it('normalises a typed location to canonical names', () => {
    const loc = normaliseLocation('Abuja', 'amac');
    expect(loc?.state.name).toBe('Federal Capital Territory');
    expect(loc?.lga?.name).toBe('Abuja Municipal');
    expect(normaliseLocation('Ogun State', 'Shagamu')?.lga?.key).toBe('NG-OG:sagamu');
    expect(normaliseLocation('Lagos', 'Nowhere')).toEqual({ state: findState('Lagos'), lga: null });
    expect(normaliseLocation('Lagos')?.lga).toBeNull();
    expect(normaliseLocation('Wakanda', 'Ikeja')).toBeNull();
  });

  it('looks LGAs up by key and validates codes', () => {
    expect(lgaByKey('NG-KW:ifelodun')?.stateCode).toBe('NG-KW');
    expect(lgaByKey('NG-OS:ifelodun')?.stateCode).toBe('NG-OS');
    expect(lgaByKey('nope')).toBeUndefined();
    expect(isNigerianStateCode('NG-ZA')).toBe(true);
    expect(isNigerianStateCode('NG-ZZ')).toBe(false);
  });
});
