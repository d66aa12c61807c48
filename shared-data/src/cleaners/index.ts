export {
  experienceLabel,
  fetchCleanerProfile,
  searchCleaners,
  useCleanerProfile,
  useCleanerSearch,
  type CleanerSearchParams,
  type PublicCleaner,
  type PublicCleanerProfile,
  type PublicReview,
} from './cleaners';
