/** Deterministic building blocks for the demo seed and the bench generator: a seeded PRNG and Nigerian names/places. */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Chiamaka', 'Obinna', 'Ifeoma', 'Uchenna', 'Nneka', 'Ikechukwu',
  'Funke', 'Tunde', 'Bisi', 'Segun', 'Yetunde', 'Kunle', 'Folake', 'Dayo', 'Temitope', 'Olumide',
  'Aisha', 'Musa', 'Fatima', 'Ibrahim', 'Halima', 'Abubakar', 'Zainab', 'Usman', 'Hauwa', 'Sani',
  'Efe', 'Oghenekaro', 'Ese', 'Ebiere', 'Tamuno', 'Ekaette', 'Idara', 'Nsikak', 'Ada', 'Osas',
];

export const SURNAMES = [
  'Okafor', 'Nwosu', 'Eze', 'Okonkwo', 'Obi', 'Nwachukwu', 'Chukwu', 'Okeke', 'Anyanwu', 'Onyekachi',
  'Adeyemi', 'Bakare', 'Adebayo', 'Ogunleye', 'Adeleke', 'Balogun', 'Oyelaran', 'Olaniyan', 'Akinola', 'Fashola',
  'Bello', 'Abdullahi', 'Yusuf', 'Suleiman', 'Danjuma', 'Garba', 'Lawal', 'Aliyu', 'Shehu', 'Umar',
  'Edet', 'Etim', 'Okon', 'Briggs', 'Amadi', 'Ikwerre', 'Omoregie', 'Igbinedion', 'Efemini', 'Tobi',
];

/** States (as the UI names them) with LGAs and a street that exists there, for addresses. */
export const PLACES: { state: string; lgas: string[]; streets: string[] }[] = [
  { state: 'Lagos', lgas: ['Ikeja', 'Eti-Osa', 'Surulere', 'Alimosho', 'Kosofe', 'Lagos Island'], streets: ['Allen Avenue', 'Admiralty Way', 'Bode Thomas Street', 'Awolowo Road', 'Ogudu Road'] },
  { state: 'FCT', lgas: ['Abuja Municipal', 'Bwari', 'Gwagwalada'], streets: ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Gimbiya Street'] },
  { state: 'Rivers', lgas: ['Port Harcourt', 'Obio/Akpor'], streets: ['Aba Road', 'Olu Obasanjo Road', 'Rumuola Road'] },
  { state: 'Oyo', lgas: ['Ibadan North', 'Ibadan South-West', 'Ogbomosho North'], streets: ['Ring Road', 'Bodija Road', 'Iwo Road'] },
  { state: 'Kano', lgas: ['Nassarawa', 'Tarauni', 'Fagge'], streets: ['Zoo Road', 'Ahmadu Bello Way', 'Murtala Mohammed Way'] },
  { state: 'Enugu', lgas: ['Enugu North', 'Enugu South', 'Nsukka'], streets: ['Ogui Road', 'Zik Avenue', 'Chime Avenue'] },
  { state: 'Imo', lgas: ['Owerri Municipal', 'Owerri North', 'Owerri West'], streets: ['Wetheral Road', 'Douglas Road', 'Okigwe Road'] },
  { state: 'Ogun', lgas: ['Abeokuta South', 'Sagamu', 'Ado-Odo/Ota'], streets: ['Ibara Road', 'Akarigbo Street', 'Idiroko Road'] },
  { state: 'Kaduna', lgas: ['Kaduna North', 'Kaduna South', 'Chikun'], streets: ['Ali Akilu Road', 'Constitution Road', 'Kachia Road'] },
  { state: 'Edo', lgas: ['Oredo', 'Egor', 'Ikpoba Okha'], streets: ['Sapele Road', 'Airport Road', 'Akpakpava Road'] },
  { state: 'Delta', lgas: ['Warri South', 'Uvwie', 'Oshimili South'], streets: ['Airport Road', 'Effurun-Sapele Road', 'Nnebisi Road'] },
  { state: 'Anambra', lgas: ['Awka South', 'Onitsha North', 'Nnewi North'], streets: ['Zik Avenue', 'New Market Road', 'Old Nnewi Road'] },
  { state: 'Akwa Ibom', lgas: ['Uyo', 'Eket'], streets: ['Oron Road', 'Abak Road', 'Ikot Ekpene Road'] },
  { state: 'Plateau', lgas: ['Jos North', 'Jos South'], streets: ['Ahmadu Bello Way', 'Rayfield Road', 'Bukuru Expressway'] },
];

export const SPECIALIZATIONS = ['Vehicle Cleaning', 'Event Cleaning', 'Specialty Cleaning', 'Industrial Cleaning', 'Commercial Cleaning', 'Residential Cleaning'];
export const EXPERIENCE = ['less_than_1_year', '1_year', 'more_than_5_years'];
export const AVAILABILITY = ['Weekdays', 'Daily', 'Weekends'];
export const QUOTE_SERVICES = ['House Cleaning', 'Office Cleaning', 'Window Cleaning', 'Carpet Cleaning', 'Deep Cleaning'];
export const BOOKING_SERVICES = ['House Cleaning', 'Office Cleaning', 'Window Cleaning', 'Carpet Cleaning', 'Post Construction Cleaning', 'Move In/Out Cleaning'];
export const SCHEDULE_TYPES = ['Monthly Cleaning', 'Weekly Cleaning', 'Daily Cleaning', 'Monthly Fumigation', 'Bi-weekly Cleaning'];
export const ID_TYPES = ["Driver's License", 'NIN', "Voter's Card", 'International Passport'];
export const PHONE_PREFIXES = ['803', '806', '813', '816', '703', '706', '802', '808', '812', '805', '807', '815', '809', '817', '818', '909'];

export const BIOS = [
  'I run a small team that leaves homes spotless. Punctual, careful with your things, and I bring my own supplies.',
  'Five years cleaning offices and estates. Post-construction jobs are my speciality.',
  'Friendly and thorough. I treat every home like my mother is coming to inspect it.',
  'Trained in deep cleaning and fumigation. Available at short notice.',
  'Reliable cleaner with references from families in the area. Weekends are best for me.',
  'Carpet and upholstery specialist with my own extraction machine.',
];

export const REVIEW_TEXTS = [
  'Very thorough, the kitchen has never looked better.',
  'Arrived on time and finished early. Will book again.',
  'Good job overall, missed a spot under the beds.',
  'Excellent! Polite and professional.',
  'Did a decent job but came an hour late.',
  'The windows are sparkling. Highly recommended.',
];

/** Deterministic UUID for the seed: a readable prefix per kind and a counter. */
export function seedId(kind: number, n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `5eed${kind.toString(16).padStart(4, '0')}-0000-4000-8000-${hex}`;
}
