import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/visually-hidden';
import { FormError } from './FormError';
import { controlStyles, describedBy, FieldWrap, Hint, Label, RequiredMark, useFieldIds, type FieldBaseProps } from './field-parts';
import { matchesFilter, toOptions, type FieldOptionInput } from './options';

/** Props of {@link SearchableSelectField}. */
export interface SearchableSelectFieldProps extends FieldBaseProps {
  options: readonly FieldOptionInput[];
  /** Selected value (controlled). */
  value?: string;
  /** Initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Form field name; a hidden input carries the value so native form submission works. */
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Shown when the filter matches nothing. */
  noResultsText?: string;
  /**
   * Called with the typed text. With `searchesRemotely`, the options are the caller's answer to that text (a search
   * in the database) and are shown as given instead of being filtered here.
   */
  onFilterChange?: (text: string) => void;
  searchesRemotely?: boolean;
  /** Label of the selected value when it is not among the current options (a remote search moved on). */
  selectedLabel?: string;
  /** A line below the options, e.g. "20 of 1,204 shown: type to narrow". */
  footerText?: string;
}

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

const Popup = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.token.zIndexPopupBase};
  max-height: 260px;
  overflow-y: auto;
  margin: ${({ theme }) => theme.token.sizeXXS}px 0 0;
  padding: ${({ theme }) => theme.token.sizeXXS}px 0;
  list-style: none;
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
`;

const Option = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: ${({ theme }) => `${theme.token.sizeXS}px ${theme.token.sizeSM}px`};
  cursor: pointer;
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  background: ${({ theme, $active }) => ($active ? theme.token.colorPrimaryBg : 'transparent')};
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.token.colorTextSecondary};
    cursor: not-allowed;
  }
`;

const Empty = styled.li`
  padding: ${({ theme }) => `${theme.token.sizeXS}px ${theme.token.sizeSM}px`};
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

const LiveRegion = styled.span`
  ${visuallyHidden}
`;

/**
 * Select for long lists (e.g. the 37 states): an editable combobox (WAI-ARIA 1.2 list autocomplete) whose
 * typed text filters the options. Arrow keys move, Enter picks, Escape closes and restores the selection.
 */
export function SearchableSelectField({
  label,
  hint,
  error,
  hideLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  id,
  required,
  disabled,
  placeholder = 'Type to search',
  noResultsText = 'No matches',
  onFilterChange,
  searchesRemotely = false,
  selectedLabel,
  footerText,
}: SearchableSelectFieldProps) {
  const ids = useFieldIds(id);
  const listId = `${ids.inputId}-listbox`;
  const all = useMemo(() => toOptions(options), [options]);
  const [inner, setInner] = useState(defaultValue ?? '');
  const selectedValue = value ?? inner;
  const selected = all.find((o) => o.value === selectedValue);

  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  const visible = useMemo(() => (searchesRemotely ? all : all.filter((o) => matchesFilter(o.label, filter))), [all, filter, searchesRemotely]);
  const optionId = (index: number) => `${listId}-opt-${index}`;

  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, visible.findIndex((o) => o.value === selectedValue)));
  };
  const changeFilter = (text: string) => {
    setFilter(text);
    onFilterChange?.(text);
  };
  const close = () => {
    setOpen(false);
    changeFilter('');
    setActive(-1);
  };
  const choose = (index: number) => {
    const option = visible[index];
    if (!option || option.disabled) return;
    if (value === undefined) setInner(option.value);
    onValueChange?.(option.value);
    close();
  };
  const move = (delta: number) => {
    if (!visible.length) return;
    setActive((current) => (current + delta + visible.length) % visible.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else move(-1);
        break;
      case 'Home':
        if (open) { event.preventDefault(); setActive(0); }
        break;
      case 'End':
        if (open) { event.preventDefault(); setActive(visible.length - 1); }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <FieldWrap>
      <Label htmlFor={ids.inputId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <div style={{ position: 'relative' }}>
        <Input
          ref={inputRef}
          id={ids.inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && visible[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={open ? filter : (selected?.label ?? (selectedValue ? (selectedLabel ?? '') : ''))}
          onChange={(event) => {
            changeFilter(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? undefined : openList())}
          onKeyDown={onKeyDown}
          onBlur={close}
          $invalid={Boolean(error)}
        />
        {name ? <input type="hidden" name={name} value={selectedValue} /> : null}
        <Popup id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} hidden={!open}>
          {open && visible.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === selectedValue}
              aria-disabled={option.disabled || undefined}
              $active={index === active}
              $selected={option.value === selectedValue}
              // Keeps focus in the input so the blur handler does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
            </Option>
          ))}
          {open && visible.length === 0 ? <Empty role="presentation">{noResultsText}</Empty> : null}
          {open && visible.length > 0 && footerText ? <Empty role="presentation">{footerText}</Empty> : null}
        </Popup>
        <LiveRegion role="status" aria-live="polite">
          {open ? (visible.length ? `${visible.length} options available` : noResultsText) : ''}
        </LiveRegion>
      </div>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FormError id={ids.errorId}>{error}</FormError>
    </FieldWrap>
  );
}
