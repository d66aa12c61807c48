export { DataError, isDataError } from './data-error';
export { unwrap, type SupabaseResultLike } from './unwrap';
