// Above a list searched in the database: a search box that searches once the typing pauses (debounced: one request
// per pause, not per key) or at once on Enter, and shows the term the URL holds after Back or a reload.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { TextField } from '../form/TextField';

/** Props of {@link ListSearch}. */
export interface ListSearchProps {
  /** Names the list, e.g. "Clients" (the search landmark is "Clients search", apart from the field's own label). */
  label: string;
  /** The field's label, e.g. "Name, e-mail or phone". */
  fieldLabel: string;
  /** The term in force (from the URL). */
  search: string;
  onSearch: (search: string) => void;
  /** Further filters beside the box (a status select, a sort). */
  children?: ReactNode;
  /** Pause (ms) after typing before the search runs. */
  debounceMs?: number;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.token.sizeSM}px;
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  align-items: flex-end;
  flex: 1 1 260px;
  max-width: 420px;
  & > div {
    flex: 1;
  }
`;

export function ListSearch({ label, fieldLabel, search, onSearch, children, debounceMs = 400 }: ListSearchProps) {
  const [text, setText] = useState(search);
  // The URL's term wins when it changes from outside (Back, a link): the box shows it.
  useEffect(() => setText(search), [search]);
  const settled = useDebouncedValue(text, debounceMs);
  const latest = useRef({ search, onSearch });
  latest.current = { search, onSearch };
  useEffect(() => {
    if (settled.trim() !== latest.current.search) latest.current.onSearch(settled.trim());
  }, [settled]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== search) onSearch(text.trim());
  };
  return (
    <Row>
      <Form role="search" aria-label={`${label} search`} onSubmit={submit}>
        <TextField label={fieldLabel} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {children}
    </Row>
  );
}
