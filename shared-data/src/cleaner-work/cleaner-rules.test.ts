import { MESSAGES } from '../constants/messages';
import { missingProfileSteps, validateBio, validateServiceInfo, validateSpecialty, type MyCleanerProfile, type ServiceInfoInput } from '../cleaner-profile/cleaner-profile';
import { cleanerWorkEligibility, earningsTotal, nairaToKobo } from './cleaner-work';

const empty: ServiceInfoInput = { state: null, lga: null, serviceLocations: [], yearsOfExperience: null, availability: null };

describe('profile validation (spec §5)', () => {
  it('specialty needs a specialization or an availability', () => {
    expect(validateSpecialty({ specializations: [], availability: null })).toBe(MESSAGES.profile.specializationOrAvailabilityRequired);
    expect(validateSpecialty({ specializations: ['Event Cleaning'], availability: null })).toBeNull();
    expect(validateSpecialty({ specializations: [], availability: 'Daily' })).toBeNull();
  });

  it('service info: nothing filled in, nothing changed, or a change', () => {
    expect(validateServiceInfo(empty, empty)).toBe(MESSAGES.profile.serviceDetailRequired);
    const filled = { ...empty, state: 'Lagos', serviceLocations: ['Lagos/Ikeja'] };
    expect(validateServiceInfo(filled, filled)).toBe(MESSAGES.profile.noChanges);
    expect(validateServiceInfo({ ...filled, serviceLocations: ['Lagos/Ikeja', 'Lagos/Eti-Osa'] }, filled)).toBeNull();
    expect(validateServiceInfo({ ...filled, availability: 'Weekends' }, filled)).toBeNull();
  });

  it('bio may not be blank', () => {
    expect(validateBio('  \n ')).toBe('Bio cannot be empty');
    expect(validateBio('Careful and punctual.')).toBeNull();
  });
});

describe('cleaner work rules', () => {
  it('reads naira amounts as kobo, refusing empty, zero and junk', () => {
    expect(nairaToKobo('25,000')).toBe(2_500_000);
    expect(nairaToKobo('₦1,250.50')).toBe(125_050);
    expect(nairaToKobo('')).toBeNull();
    expect(nairaToKobo('0')).toBeNull();
    expect(nairaToKobo('-5')).toBeNull();
    expect(nairaToKobo('12abc')).toBeNull();
  });

  it('only verified, active cleaners may bid; suspended ones may not accept either', () => {
    expect(cleanerWorkEligibility({ status: 'active', verificationStatus: 'verified' })).toEqual({ canBid: true, canAccept: true });
    expect(cleanerWorkEligibility({ status: 'active', verificationStatus: 'unverified' })).toEqual({ canBid: false, canAccept: true, reason: 'unverified' });
    expect(cleanerWorkEligibility({ status: 'active', verificationStatus: 'pending' })).toMatchObject({ canBid: false, reason: 'pending' });
    expect(cleanerWorkEligibility({ status: 'suspended', verificationStatus: 'verified' })).toEqual({ canBid: false, canAccept: false, reason: 'suspended' });
    expect(cleanerWorkEligibility(null)).toMatchObject({ canBid: false, canAccept: false });
  });

  it('totals earnings across months', () => {
    expect(earningsTotal([])).toEqual({ jobs: 0, amountKobo: 0 });
    expect(earningsTotal([{ month: '2025-06-01', jobs: 2, amountKobo: 500 }, { month: '2025-05-01', jobs: 1, amountKobo: 250 }])).toEqual({ jobs: 3, amountKobo: 750 });
  });

  it('lists the profile steps still missing', () => {
    const base: MyCleanerProfile = {
      userId: 'u', fullName: 'Ada', email: 'a@x.ng', phone: null, avatarUrl: null, bio: null, specializations: [], serviceLocations: [],
      state: null, lga: null, yearsOfExperience: null, availability: null, status: 'active', verificationStatus: 'unverified', ratingAvg: 0, ratingCount: 0,
    };
    expect(missingProfileSteps(base)).toEqual(['Personal Details', 'Specialty', 'Service Info', 'My Bio']);
    expect(missingProfileSteps({ ...base, phone: '+2348031234567', avatarUrl: 'x', bio: 'Hi', specializations: ['Event Cleaning'], state: 'Lagos' })).toEqual([]);
  });
});
