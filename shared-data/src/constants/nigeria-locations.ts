/**
 * Nigeria's 36 states and the Federal Capital Territory, keyed by ISO 3166-2:NG code, with their 774 local
 * government areas (768 LGAs + the FCT's 6 area councils). Written by hand for this product (product.md §7):
 * published packages either misspell names (Katsina as "Kastina", Fufore, Dambam, Ganjuwa, ...) or list towns as
 * LGAs. The counts test in this folder pins the per-state totals.
 *
 * Where a name has a current official form and an older or colloquial one, the official form is the name and
 * the other is an alias (Yewa North / Egbado North, Oturkpo / Otukpo, Sagamu / Shagamu).
 *
 * This file is large by design and is not re-exported from the package entry: import it only from forms that
 * need it (`@spotless/shared-data/nigeria-locations`, or `loadNigeriaLocations()` for a lazy chunk).
 */

/** ISO 3166-2:NG subdivision codes. */
export type NigerianStateCode =
  | 'NG-AB' | 'NG-AD' | 'NG-AK' | 'NG-AN' | 'NG-BA' | 'NG-BY' | 'NG-BE' | 'NG-BO' | 'NG-CR' | 'NG-DE'
  | 'NG-EB' | 'NG-ED' | 'NG-EK' | 'NG-EN' | 'NG-FC' | 'NG-GO' | 'NG-IM' | 'NG-JI' | 'NG-KD' | 'NG-KN'
  | 'NG-KT' | 'NG-KE' | 'NG-KO' | 'NG-KW' | 'NG-LA' | 'NG-NA' | 'NG-NI' | 'NG-OG' | 'NG-ON' | 'NG-OS'
  | 'NG-OY' | 'NG-PL' | 'NG-RI' | 'NG-SO' | 'NG-TA' | 'NG-YO' | 'NG-ZA';

/** A state (or the FCT). */
export interface NigerianState {
  readonly code: NigerianStateCode;
  /** Name as users read it ("Federal Capital Territory" for NG-FC). */
  readonly name: string;
  /** Other ways users type it; matched case- and punctuation-insensitively. */
  readonly aliases: readonly string[];
}

/** A local government area (or FCT area council). */
export interface Lga {
  /** Unique across the country: `<state code>:<slug>`, e.g. `NG-KW:ifelodun` (six names exist in two states). */
  readonly key: string;
  readonly name: string;
  readonly stateCode: NigerianStateCode;
  readonly aliases: readonly string[];
}

/** An LGA entry in the table below: a name, or a name with aliases. */
type LgaEntry = string | readonly [name: string, ...aliases: string[]];

interface StateEntry {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly lgas: readonly LgaEntry[];
}

// One row per state, LGAs alphabetical within a state.
const TABLE: Record<NigerianStateCode, StateEntry> = {
  'NG-AB': {
    name: 'Abia',
    lgas: [
      'Aba North', 'Aba South', 'Arochukwu', 'Bende', 'Ikwuano', 'Isiala Ngwa North', 'Isiala Ngwa South',
      'Isuikwuato', 'Obi Ngwa', 'Ohafia', 'Osisioma', 'Ugwunagbo', 'Ukwa East', 'Ukwa West', 'Umuahia North',
      'Umuahia South', 'Umu Nneochi',
    ],
  },
  'NG-AD': {
    name: 'Adamawa',
    lgas: [
      'Demsa', 'Fufore', 'Ganye', 'Girei', 'Gombi', 'Guyuk', 'Hong', 'Jada', 'Lamurde', 'Madagali', 'Maiha',
      'Mayo Belwa', 'Michika', 'Mubi North', 'Mubi South', 'Numan', 'Shelleng', 'Song', 'Toungo', 'Yola North',
      'Yola South',
    ],
  },
  'NG-AK': {
    name: 'Akwa Ibom',
    lgas: [
      'Abak', 'Eastern Obolo', 'Eket', 'Esit Eket', 'Essien Udim', 'Etim Ekpo', 'Etinan', 'Ibeno',
      'Ibesikpo Asutan', 'Ibiono-Ibom', 'Ika', 'Ikono', 'Ikot Abasi', 'Ikot Ekpene', 'Ini', 'Itu', 'Mbo',
      'Mkpat-Enin', 'Nsit-Atai', 'Nsit-Ibom', 'Nsit-Ubium', 'Obot Akara', 'Okobo', 'Onna', 'Oron', 'Oruk Anam',
      'Udung-Uko', 'Ukanafun', 'Uruan', 'Urue-Offong/Oruko', 'Uyo',
    ],
  },
  'NG-AN': {
    name: 'Anambra',
    lgas: [
      'Aguata', 'Anambra East', 'Anambra West', 'Anaocha', 'Awka North', 'Awka South', 'Ayamelum', 'Dunukofia',
      'Ekwusigo', 'Idemili North', 'Idemili South', 'Ihiala', 'Njikoka', 'Nnewi North', 'Nnewi South', 'Ogbaru',
      'Onitsha North', 'Onitsha South', 'Orumba North', 'Orumba South', 'Oyi',
    ],
  },
  'NG-BA': {
    name: 'Bauchi',
    lgas: [
      'Alkaleri', 'Bauchi', 'Bogoro', ['Dambam', 'Damban'], 'Darazo', 'Dass', 'Gamawa', 'Ganjuwa', 'Giade',
      'Itas/Gadau', "Jama'are", 'Katagum', 'Kirfi', 'Misau', 'Ningi', 'Shira', 'Tafawa Balewa', 'Toro', 'Warji',
      'Zaki',
    ],
  },
  'NG-BY': {
    name: 'Bayelsa',
    lgas: ['Brass', 'Ekeremor', 'Kolokuma/Opokuma', 'Nembe', 'Ogbia', 'Sagbama', 'Southern Ijaw', 'Yenagoa'],
  },
  'NG-BE': {
    name: 'Benue',
    lgas: [
      'Ado', 'Agatu', 'Apa', 'Buruku', 'Gboko', 'Guma', 'Gwer East', 'Gwer West', 'Katsina-Ala', 'Konshisha',
      'Kwande', 'Logo', 'Makurdi', 'Obi', 'Ogbadibo', 'Ohimini', 'Oju', 'Okpokwu', ['Oturkpo', 'Otukpo'], 'Tarka',
      'Ukum', 'Ushongo', 'Vandeikya',
    ],
  },
  'NG-BO': {
    name: 'Borno',
    lgas: [
      'Abadam', 'Askira/Uba', 'Bama', 'Bayo', 'Biu', 'Chibok', 'Damboa', 'Dikwa', 'Gubio', 'Guzamala', 'Gwoza',
      'Hawul', 'Jere', 'Kaga', 'Kala/Balge', 'Konduga', 'Kukawa', 'Kwaya Kusar', 'Mafa', 'Magumeri',
      'Maiduguri', 'Marte', 'Mobbar', 'Monguno', 'Ngala', 'Nganzai', 'Shani',
    ],
  },
  'NG-CR': {
    name: 'Cross River',
    lgas: [
      'Abi', 'Akamkpa', 'Akpabuyo', 'Bakassi', 'Bekwarra', 'Biase', 'Boki', 'Calabar Municipal', 'Calabar South',
      'Etung', 'Ikom', 'Obanliku', 'Obubra', 'Obudu', 'Odukpani', 'Ogoja', 'Yakurr', 'Yala',
    ],
  },
  'NG-DE': {
    name: 'Delta',
    lgas: [
      'Aniocha North', 'Aniocha South', 'Bomadi', 'Burutu', 'Ethiope East', 'Ethiope West', 'Ika North East',
      'Ika South', 'Isoko North', 'Isoko South', 'Ndokwa East', 'Ndokwa West', 'Okpe', 'Oshimili North',
      'Oshimili South', 'Patani', 'Sapele', 'Udu', 'Ughelli North', 'Ughelli South', 'Ukwuani', 'Uvwie',
      'Warri North', 'Warri South', 'Warri South West',
    ],
  },
  'NG-EB': {
    name: 'Ebonyi',
    lgas: [
      'Abakaliki', 'Afikpo North', ['Afikpo South', 'Edda'], 'Ebonyi', 'Ezza North', 'Ezza South', 'Ikwo',
      'Ishielu', 'Ivo', 'Izzi', 'Ohaozara', 'Ohaukwu', 'Onicha',
    ],
  },
  'NG-ED': {
    name: 'Edo',
    lgas: [
      'Akoko-Edo', 'Egor', 'Esan Central', 'Esan North-East', 'Esan South-East', 'Esan West', 'Etsako Central',
      'Etsako East', 'Etsako West', 'Igueben', 'Ikpoba-Okha', 'Oredo', 'Orhionmwon', 'Ovia North-East',
      'Ovia South-West', 'Owan East', 'Owan West', 'Uhunmwonde',
    ],
  },
  'NG-EK': {
    name: 'Ekiti',
    lgas: [
      'Ado-Ekiti', 'Efon', 'Ekiti East', 'Ekiti South-West', 'Ekiti West', 'Emure', 'Gbonyin', 'Ido-Osi', 'Ijero',
      'Ikere', 'Ikole', 'Ilejemeje', 'Irepodun/Ifelodun', 'Ise/Orun', 'Moba', 'Oye',
    ],
  },
  'NG-EN': {
    name: 'Enugu',
    lgas: [
      'Aninri', 'Awgu', 'Enugu East', 'Enugu North', 'Enugu South', 'Ezeagu', 'Igbo Etiti', 'Igbo Eze North',
      'Igbo Eze South', 'Isi Uzo', 'Nkanu East', 'Nkanu West', 'Nsukka', 'Oji River', 'Udenu', 'Udi', 'Uzo-Uwani',
    ],
  },
  'NG-FC': {
    name: 'Federal Capital Territory',
    aliases: ['FCT', 'F.C.T.', 'Abuja', 'FCT Abuja', 'Abuja FCT', 'Federal Capital Territory Abuja'],
    lgas: [
      'Abaji', ['Abuja Municipal', 'AMAC', 'Abuja Municipal Area Council', 'Municipal Area Council'], 'Bwari',
      'Gwagwalada', 'Kuje', 'Kwali',
    ],
  },
  'NG-GO': {
    name: 'Gombe',
    lgas: [
      'Akko', 'Balanga', 'Billiri', 'Dukku', 'Funakaye', 'Gombe', 'Kaltungo', 'Kwami', 'Nafada', 'Shongom',
      'Yamaltu/Deba',
    ],
  },
  'NG-IM': {
    name: 'Imo',
    lgas: [
      'Aboh Mbaise', 'Ahiazu Mbaise', 'Ehime Mbano', 'Ezinihitte', 'Ideato North', 'Ideato South', 'Ihitte/Uboma',
      'Ikeduru', 'Isiala Mbano', 'Isu', 'Mbaitoli', 'Ngor Okpala', 'Njaba', 'Nkwerre', 'Nwangele', 'Obowo', 'Oguta',
      'Ohaji/Egbema', 'Okigwe', 'Onuimo', 'Orlu', 'Orsu', 'Oru East', 'Oru West', 'Owerri Municipal',
      'Owerri North', 'Owerri West',
    ],
  },
  'NG-JI': {
    name: 'Jigawa',
    lgas: [
      'Auyo', 'Babura', 'Biriniwa', 'Birnin Kudu', 'Buji', 'Dutse', 'Gagarawa', 'Garki', 'Gumel', 'Guri', 'Gwaram',
      'Gwiwa', 'Hadejia', 'Jahun', 'Kafin Hausa', 'Kaugama', 'Kazaure', 'Kiri Kasama', 'Kiyawa', 'Maigatari',
      'Malam Madori', 'Miga', 'Ringim', 'Roni', 'Sule Tankarkar', 'Taura', 'Yankwashi',
    ],
  },
  'NG-KD': {
    name: 'Kaduna',
    lgas: [
      'Birnin Gwari', 'Chikun', 'Giwa', 'Igabi', 'Ikara', 'Jaba', "Jema'a", 'Kachia', 'Kaduna North',
      'Kaduna South', 'Kagarko', 'Kajuru', 'Kaura', 'Kauru', 'Kubau', 'Kudan', 'Lere', 'Makarfi', 'Sabon Gari',
      'Sanga', 'Soba', 'Zangon Kataf', 'Zaria',
    ],
  },
  'NG-KN': {
    name: 'Kano',
    lgas: [
      'Ajingi', 'Albasu', 'Bagwai', 'Bebeji', 'Bichi', 'Bunkure', 'Dala', 'Dambatta', 'Dawakin Kudu',
      'Dawakin Tofa', 'Doguwa', 'Fagge', 'Gabasawa', 'Garko', 'Garun Mallam', 'Gaya', 'Gezawa', 'Gwale', 'Gwarzo',
      'Kabo', 'Kano Municipal', 'Karaye', 'Kibiya', 'Kiru', 'Kumbotso', 'Kunchi', 'Kura', 'Madobi', 'Makoda',
      'Minjibir', 'Nasarawa', 'Rano', 'Rimin Gado', 'Rogo', 'Shanono', 'Sumaila', 'Takai', 'Tarauni', 'Tofa',
      'Tsanyawa', 'Tudun Wada', 'Ungogo', 'Warawa', 'Wudil',
    ],
  },
  'NG-KT': {
    name: 'Katsina',
    lgas: [
      'Bakori', 'Batagarawa', 'Batsari', 'Baure', 'Bindawa', 'Charanchi', 'Dan Musa', 'Dandume', 'Danja', 'Daura',
      'Dutsi', 'Dutsin-Ma', 'Faskari', 'Funtua', 'Ingawa', 'Jibia', 'Kafur', 'Kaita', 'Kankara', 'Kankia',
      'Katsina', 'Kurfi', 'Kusada', "Mai'Adua", 'Malumfashi', 'Mani', 'Mashi', 'Matazu', 'Musawa', 'Rimi',
      'Sabuwa', 'Safana', 'Sandamu', 'Zango',
    ],
  },
  'NG-KE': {
    name: 'Kebbi',
    lgas: [
      'Aleiro', 'Arewa Dandi', 'Argungu', 'Augie', 'Bagudo', 'Birnin Kebbi', 'Bunza', 'Dandi', 'Fakai', 'Gwandu',
      'Jega', 'Kalgo', 'Koko/Besse', 'Maiyama', 'Ngaski', 'Sakaba', 'Shanga', 'Suru', 'Wasagu/Danko', 'Yauri',
      'Zuru',
    ],
  },
  'NG-KO': {
    name: 'Kogi',
    lgas: [
      'Adavi', 'Ajaokuta', 'Ankpa', 'Bassa', 'Dekina', 'Ibaji', 'Idah', 'Igalamela-Odolu', 'Ijumu', 'Kabba/Bunu',
      'Kogi', 'Lokoja', 'Mopa-Muro', 'Ofu', 'Ogori/Magongo', 'Okehi', 'Okene', 'Olamaboro', 'Omala', 'Yagba East',
      'Yagba West',
    ],
  },
  'NG-KW': {
    name: 'Kwara',
    lgas: [
      'Asa', 'Baruten', 'Edu', 'Ekiti', 'Ifelodun', 'Ilorin East', 'Ilorin South', 'Ilorin West', 'Irepodun',
      'Isin', 'Kaiama', 'Moro', 'Offa', 'Oke Ero', 'Oyun', 'Pategi',
    ],
  },
  'NG-LA': {
    name: 'Lagos',
    lgas: [
      'Agege', 'Ajeromi-Ifelodun', 'Alimosho', 'Amuwo-Odofin', 'Apapa', 'Badagry', 'Epe', 'Eti-Osa',
      'Ibeju-Lekki', ['Ifako-Ijaiye', 'Ifako-Ijaye'], 'Ikeja', 'Ikorodu', 'Kosofe', 'Lagos Island',
      'Lagos Mainland', 'Mushin', 'Ojo', 'Oshodi-Isolo', ['Shomolu', 'Somolu'], 'Surulere',
    ],
  },
  'NG-NA': {
    name: 'Nasarawa',
    aliases: ['Nassarawa'],
    lgas: [
      'Akwanga', 'Awe', 'Doma', 'Karu', 'Keana', 'Keffi', 'Kokona', 'Lafia', ['Nasarawa', 'Nassarawa'],
      ['Nasarawa Egon', 'Nassarawa Egon'], 'Obi', 'Toto', 'Wamba',
    ],
  },
  'NG-NI': {
    name: 'Niger',
    lgas: [
      'Agaie', 'Agwara', 'Bida', 'Borgu', 'Bosso', ['Chanchaga', 'Chachanga'], 'Edati', 'Gbako', 'Gurara', 'Katcha',
      'Kontagora', 'Lapai', 'Lavun', 'Magama', 'Mariga', 'Mashegu', 'Mokwa', 'Munya', 'Paikoro', 'Rafi', 'Rijau',
      'Shiroro', 'Suleja', 'Tafa', 'Wushishi',
    ],
  },
  'NG-OG': {
    name: 'Ogun',
    lgas: [
      'Abeokuta North', 'Abeokuta South', 'Ado-Odo/Ota', 'Ewekoro', 'Ifo', 'Ijebu East', 'Ijebu North',
      'Ijebu North East', 'Ijebu Ode', 'Ikenne', 'Imeko Afon', 'Ipokia', 'Obafemi Owode', 'Odeda', 'Odogbolu',
      'Ogun Waterside', 'Remo North', ['Sagamu', 'Shagamu'], ['Yewa North', 'Egbado North'],
      ['Yewa South', 'Egbado South'],
    ],
  },
  'NG-ON': {
    name: 'Ondo',
    lgas: [
      'Akoko North-East', 'Akoko North-West', 'Akoko South-East', 'Akoko South-West', 'Akure North', 'Akure South',
      'Ese Odo', 'Idanre', 'Ifedore', 'Ilaje', 'Ile Oluji/Okeigbo', 'Irele', 'Odigbo', 'Okitipupa', 'Ondo East',
      'Ondo West', 'Ose', 'Owo',
    ],
  },
  'NG-OS': {
    name: 'Osun',
    lgas: [
      'Aiyedaade', 'Aiyedire', 'Atakunmosa East', 'Atakunmosa West', 'Boluwaduro', 'Boripe', 'Ede North',
      'Ede South', 'Egbedore', 'Ejigbo', 'Ife Central', 'Ife East', 'Ife North', 'Ife South', 'Ifedayo', 'Ifelodun',
      'Ila', ['Ilesa East', 'Ilesha East'], ['Ilesa West', 'Ilesha West'], 'Irepodun', 'Irewole', 'Isokan', 'Iwo',
      'Obokun', 'Odo Otin', 'Ola Oluwa', 'Olorunda', 'Oriade', 'Orolu', ['Osogbo', 'Oshogbo'],
    ],
  },
  'NG-OY': {
    name: 'Oyo',
    lgas: [
      'Afijio', 'Akinyele', 'Atiba', 'Atisbo', 'Egbeda', 'Ibadan North', 'Ibadan North-East', 'Ibadan North-West',
      'Ibadan South-East', 'Ibadan South-West', 'Ibarapa Central', 'Ibarapa East', 'Ibarapa North', 'Ido', 'Irepo',
      'Iseyin', 'Itesiwaju', 'Iwajowa', 'Kajola', 'Lagelu', ['Ogbomosho North', 'Ogbomoso North'],
      ['Ogbomosho South', 'Ogbomoso South'], 'Ogo Oluwa', 'Olorunsogo', 'Oluyole', 'Ona Ara', 'Orelope', 'Ori Ire',
      'Oyo East', 'Oyo West', 'Saki East', 'Saki West', 'Surulere',
    ],
  },
  'NG-PL': {
    name: 'Plateau',
    lgas: [
      'Barkin Ladi', 'Bassa', 'Bokkos', 'Jos East', 'Jos North', 'Jos South', 'Kanam', 'Kanke', 'Langtang North',
      'Langtang South', 'Mangu', 'Mikang', 'Pankshin', "Qua'an Pan", 'Riyom', 'Shendam', 'Wase',
    ],
  },
  'NG-RI': {
    name: 'Rivers',
    lgas: [
      'Abua/Odual', 'Ahoada East', 'Ahoada West', 'Akuku-Toru', 'Andoni', 'Asari-Toru', 'Bonny', 'Degema', 'Eleme',
      'Emohua', 'Etche', 'Gokana', 'Ikwerre', 'Khana', 'Obio/Akpor', 'Ogba/Egbema/Ndoni', 'Ogu/Bolo', 'Okrika',
      'Omuma', 'Opobo/Nkoro', 'Oyigbo', ['Port Harcourt', 'PH', 'Port-Harcourt'], 'Tai',
    ],
  },
  'NG-SO': {
    name: 'Sokoto',
    lgas: [
      'Binji', 'Bodinga', 'Dange Shuni', 'Gada', 'Goronyo', 'Gudu', 'Gwadabawa', 'Illela', 'Isa', 'Kebbe', 'Kware',
      'Rabah', 'Sabon Birni', 'Shagari', 'Silame', 'Sokoto North', 'Sokoto South', 'Tambuwal', 'Tangaza',
      'Tureta', 'Wamako', 'Wurno', 'Yabo',
    ],
  },
  'NG-TA': {
    name: 'Taraba',
    lgas: [
      'Ardo Kola', 'Bali', 'Donga', 'Gashaka', 'Gassol', 'Ibi', 'Jalingo', 'Karim Lamido', 'Kurmi', 'Lau',
      'Sardauna', 'Takum', 'Ussa', 'Wukari', 'Yorro', 'Zing',
    ],
  },
  'NG-YO': {
    name: 'Yobe',
    lgas: [
      'Bade', 'Bursari', 'Damaturu', 'Fika', 'Fune', 'Geidam', 'Gujba', 'Gulani', 'Jakusko', 'Karasuwa', 'Machina',
      'Nangere', 'Nguru', 'Potiskum', 'Tarmuwa', 'Yunusari', 'Yusufari',
    ],
  },
  'NG-ZA': {
    name: 'Zamfara',
    lgas: [
      'Anka', 'Bakura', 'Birnin Magaji/Kiyaw', 'Bukkuyum', 'Bungudu', 'Gummi', 'Gusau', 'Kaura Namoda', 'Maradun',
      'Maru', 'Shinkafi', 'Talata Mafara', 'Tsafe', 'Zurmi',
    ],
  },
};

/**
 * Comparison form of a place name: lower case, accents dropped, every run of non-letters/digits as one hyphen,
 * and a trailing "state" / "lga" / "local government (area)" removed, so "Akwa-Ibom State", "akwa ibom" and
 * "AKWA IBOM" compare equal.
 */
export function placeSlug(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-(state|lga|l-g-a|local-government(-area)?|area-council)$/, '');
}

const STATE_CODES = Object.keys(TABLE) as NigerianStateCode[];

/** The 37 states (36 + FCT), sorted by name for dropdowns. */
export const NIGERIAN_STATES: readonly NigerianState[] = STATE_CODES.map((code) => ({
  code,
  name: TABLE[code].name,
  aliases: TABLE[code].aliases ?? [],
  // Plain code-unit order: the names are unaccented ASCII, so it equals the locale order (a test pins that), and it
  // spares the page start-up initialising a collator (~8 ms on a fast machine).
})).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

// A state's LGAs are built the first time something asks for them: a form that shows the state list should not pay for
// all 774 LGAs (slugging each name) while the page starts.
const LGAS_BY_STATE = new Map<NigerianStateCode, readonly Lga[]>();

function buildLgas(code: NigerianStateCode): readonly Lga[] {
  let lgas = LGAS_BY_STATE.get(code);
  if (!lgas) {
    lgas = TABLE[code].lgas.map((entry): Lga => {
      const [name, ...aliases] = typeof entry === 'string' ? [entry] : entry;
      return { key: `${code}:${placeSlug(name)}`, name, stateCode: code, aliases };
    });
    LGAS_BY_STATE.set(code, lgas);
  }
  return lgas;
}

/** Every LGA in the country (774), grouped by state in the table's (ISO code) order. */
export function allLgas(): readonly Lga[] {
  return STATE_CODES.flatMap(buildLgas);
}

const STATE_BY_SLUG = new Map<string, NigerianState>();
for (const state of NIGERIAN_STATES) {
  for (const label of [state.name, state.code, state.code.slice(3), ...state.aliases]) {
    STATE_BY_SLUG.set(placeSlug(label), state);
  }
}

/** True when `code` is one of the 37 ISO codes. */
export function isNigerianStateCode(code: string): code is NigerianStateCode {
  return Object.prototype.hasOwnProperty.call(TABLE, code);
}

/**
 * Finds a state by name, ISO code ("NG-LA" or "LA") or alias ("FCT", "Abuja", "Nassarawa"), ignoring case,
 * punctuation and a trailing "State". Returns undefined when nothing matches.
 */
export function findState(nameOrAlias: string): NigerianState | undefined {
  return STATE_BY_SLUG.get(placeSlug(nameOrAlias));
}

/** The LGAs (area councils for the FCT) of a state, alphabetical. Empty for an unknown code. */
export function lgasOf(stateCode: NigerianStateCode | string): readonly Lga[] {
  return isNigerianStateCode(stateCode) ? buildLgas(stateCode) : [];
}

/** An LGA by its key (`NG-KW:ifelodun`). */
export function lgaByKey(key: string): Lga | undefined {
  return lgasOf(key.split(':', 1)[0]!).find((lga) => lga.key === key);
}

/** Finds an LGA of one state by name or alias ("Shagamu" finds Sagamu in Ogun), ignoring case and punctuation. */
export function findLga(stateCode: NigerianStateCode | string, nameOrAlias: string): Lga | undefined {
  const slug = placeSlug(nameOrAlias);
  if (!slug) return undefined;
  return lgasOf(stateCode).find((lga) => lga.key.endsWith(`:${slug}`) || lga.aliases.some((a) => placeSlug(a) === slug));
}

/** A location resolved to canonical names. */
export interface NormalisedLocation {
  state: NigerianState;
  /** The matched LGA; null when none was given or it does not belong to the state. */
  lga: Lga | null;
}

/**
 * Resolves what a user typed (state name/alias/code, optional LGA name/alias) to canonical entries, so the
 * database stores "Federal Capital Territory" / "Abuja Municipal" however it was typed. Returns null when the
 * state is unknown.
 */
export function normaliseLocation(state: string, lga?: string | null): NormalisedLocation | null {
  const found = findState(state);
  if (!found) return null;
  return { state: found, lga: lga ? (findLga(found.code, lga) ?? null) : null };
}
