/** One choice of a select, radio or checkbox group. */
export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Accepts plain strings as options (value and label equal) as well as full objects. */
export type FieldOptionInput = string | FieldOption;

/** Normalises option inputs so components only deal with {@link FieldOption}. */
export function toOptions(options: readonly FieldOptionInput[]): FieldOption[] {
  return options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
}

/** Case- and accent-insensitive "contains" match used by searchable selects. */
export function matchesFilter(label: string, filter: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return fold(label).includes(fold(filter));
}
