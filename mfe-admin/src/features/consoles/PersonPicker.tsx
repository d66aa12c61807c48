// A picker of one person among many (Cleaner Match's client and cleaner). Given `onSearch`, it searches as you type:
// the options are the database's first matches for the typed text and the line below says how many match in all, so
// thousands of names are never loaded. Without it (a short fixed list) it is a plain select.
import { useState } from 'react';
import { SearchableSelectField, SelectField } from '@spotless/shared-ui';

export type Option = { value: string; label: string };

export interface PersonPickerProps {
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  /** Called with the typed text (the caller debounces and searches). */
  onSearch?: (text: string) => void;
  /** How many match in all (more than the options shown: "type to narrow"). */
  total?: number;
}

export function choicesFooter(shown: number, total: number | undefined): string | undefined {
  return total !== undefined && total > shown ? `${shown} of ${total.toLocaleString('en-NG')} shown: type to narrow` : undefined;
}

export function PersonPicker({ label, hideLabel, required, placeholder, options, value, onChange, onSearch, total }: PersonPickerProps) {
  // The chosen person's label, kept when a later search no longer lists them.
  const [chosen, setChosen] = useState<Option | null>(null);
  if (!onSearch) {
    return <SelectField label={label} hideLabel={hideLabel} required={required} placeholder={placeholder} options={options} value={value} onValueChange={onChange} />;
  }
  return (
    <SearchableSelectField
      label={label}
      hideLabel={hideLabel}
      required={required}
      placeholder="Type to search"
      options={options}
      value={value}
      selectedLabel={chosen?.value === value ? chosen.label : undefined}
      searchesRemotely
      onFilterChange={onSearch}
      footerText={choicesFooter(options.length, total)}
      noResultsText="No matches"
      onValueChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange(next);
      }}
    />
  );
}
