// The eight before/after illustrations of "Our Work Speaks Volume" (drawn by scripts/make-images.mjs).
import before1 from '../../assets/work-1-living-room-before.svg';
import after1 from '../../assets/work-1-living-room-after.svg';
import before2 from '../../assets/work-2-kitchen-before.svg';
import after2 from '../../assets/work-2-kitchen-after.svg';
import before3 from '../../assets/work-3-office-before.svg';
import after3 from '../../assets/work-3-office-after.svg';
import before4 from '../../assets/work-4-bathroom-before.svg';
import after4 from '../../assets/work-4-bathroom-after.svg';
import before5 from '../../assets/work-5-bedroom-before.svg';
import after5 from '../../assets/work-5-bedroom-after.svg';
import before6 from '../../assets/work-6-construction-site-before.svg';
import after6 from '../../assets/work-6-construction-site-after.svg';
import before7 from '../../assets/work-7-event-hall-before.svg';
import after7 from '../../assets/work-7-event-hall-after.svg';
import before8 from '../../assets/work-8-warehouse-before.svg';
import after8 from '../../assets/work-8-warehouse-after.svg';

export interface WorkPhoto {
  place: string;
  before: string;
  after: string;
}

export const WORK_PHOTOS: readonly WorkPhoto[] = [
  { place: 'Living room in Lekki, Lagos', before: before1, after: after1 },
  { place: 'Kitchen in Owerri, Imo', before: before2, after: after2 },
  { place: 'Office in Victoria Island, Lagos', before: before3, after: after3 },
  { place: 'Bathroom in Wuse, Abuja', before: before4, after: after4 },
  { place: 'Bedroom in Ikeja, Lagos', before: before5, after: after5 },
  { place: 'New build in Port Harcourt, Rivers', before: before6, after: after6 },
  { place: 'Event hall in Ibadan, Oyo', before: before7, after: after7 },
  { place: 'Warehouse in Apapa, Lagos', before: before8, after: after8 },
];
