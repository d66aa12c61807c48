/**
 * SQL rendering a timestamptz column the way Storage's JSON shows it: ISO 8601 in UTC with
 * milliseconds (`2024-05-01T10:00:00.000Z`), independent of the session's DateStyle and time zone.
 */
export function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
