export { DataError, errorMessage, isDataError } from './data-error';
export { unwrap, type SupabaseResultLike } from './unwrap';
export { RATE_LIMITED_CODE, rateLimitMessage } from './rate-limit';
