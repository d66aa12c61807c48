// The user-facing text of a failure: a DataError already carries the spec's message; anything else gets `fallback`.
import { isDataError } from '@spotless/shared-data';

export function errorText(error: unknown, fallback: string): string {
  return isDataError(error) ? error.message : fallback;
}
