// Find a Cleaner (/find-a-cleaner): state (36 + FCT, searchable) and optional LGA; lists verified, active cleaners
// only (the database decides). Form and results reset after 90 s without activity (spec §4).
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Container, EmptyState, ErrorState, Heading, Loading, SelectField, Text } from '@spotless/shared-ui';
import { INACTIVITY_RESET_MS, MESSAGES, useCleanerSearch, type CleanerSearchParams } from '@spotless/shared-data';
import { findState, lgasOf, NIGERIAN_STATES } from '@spotless/shared-data/nigeria-locations';
import { CleanerCard } from '../../components/CleanerCard';
import { Actions, CardGrid, FieldGrid, Stack } from '../../components/layout';
import { useInactivityReset } from './use-inactivity-reset';

const STATE_OPTIONS = NIGERIAN_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The names a state or LGA is written with (canonical name and aliases), for the database's any-of search. */
export function searchParamsFor(stateCode: string, lgaKey: string): CleanerSearchParams | null {
  const state = NIGERIAN_STATES.find((s) => s.code === stateCode);
  if (!state) return null;
  const lga = lgasOf(state.code).find((l) => l.key === lgaKey);
  return {
    stateTerms: [state.name, ...state.aliases],
    lgaTerms: lga ? [lga.name, ...lga.aliases] : [],
  };
}

export default function FindCleanerPage() {
  const [stateCode, setStateCode] = useState('');
  const [lgaKey, setLgaKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [search, setSearch] = useState<CleanerSearchParams | null>(null);
  const results = useCleanerSearch(search);
  const root = useRef<HTMLDivElement>(null);
  const lgaOptions = useMemo(() => lgasOf(stateCode).map((l) => ({ value: l.key, label: l.name })), [stateCode]);

  const reset = () => {
    setStateCode('');
    setLgaKey('');
    setError(undefined);
    setSearch(null);
  };
  useInactivityReset(root, INACTIVITY_RESET_MS.findACleaner, Boolean(stateCode || lgaKey || search || error), reset);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = searchParamsFor(stateCode, lgaKey);
    if (!params) {
      setError(MESSAGES.search.stateRequired);
      setSearch(null);
      return;
    }
    setError(undefined);
    setSearch(params);
  };

  const stateName = search ? (findState(search.stateTerms[0] ?? '')?.name ?? '') : '';

  return (
    <Container ref={root}>
      <Stack>
        <Heading level={1}>Find a Cleaner</Heading>
        <Text>Search verified cleaners by state, and narrow to your local government area if you like.</Text>
        <form noValidate onSubmit={onSubmit} aria-label="Find a cleaner">
          <FieldGrid>
            <SelectField
              searchable
              label="State"
              required
              placeholder="Type to search states"
              options={STATE_OPTIONS}
              value={stateCode}
              onValueChange={(code) => {
                setStateCode(code);
                setLgaKey('');
              }}
              error={error}
            />
            <SelectField
              searchable
              label="LGA (optional)"
              placeholder={stateCode ? 'Type to search LGAs' : 'Choose a state first'}
              disabled={!stateCode}
              options={lgaOptions}
              value={lgaKey}
              onValueChange={setLgaKey}
            />
          </FieldGrid>
          <Actions>
            <Button type="submit" loading={results.isFetching} loadingText="Searching...">
              Search
            </Button>
            {stateCode || search ? (
              <Button variant="secondary" onClick={reset}>
                Clear
              </Button>
            ) : null}
          </Actions>
        </form>
        <section aria-live="polite" aria-label="Search results">
          {!search ? null : results.isPending ? (
            <Loading />
          ) : results.isError ? (
            <ErrorState message={MESSAGES.search.cleanersFetchFailed} onRetry={() => void results.refetch()} />
          ) : results.data && results.data.length ? (
            <Stack $gap={12}>
              <Heading level={2} size={4}>
                {`Verified cleaners in ${stateName}`}
              </Heading>
              <CardGrid>
                {results.data.map((cleaner) => (
                  <li key={cleaner.user_id}>
                    <CleanerCard cleaner={cleaner} />
                  </li>
                ))}
              </CardGrid>
            </Stack>
          ) : (
            <EmptyState message={MESSAGES.search.noVerifiedCleanersInState} />
          )}
        </section>
      </Stack>
    </Container>
  );
}
