import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Text } from '../../typography/Text';

/** A slot to pick: its start (the value) and its hours in words ("10:00–12:00"). */
export interface PickerSlot {
  starts_at: string;
  label: string;
}

/** A day of free slots: its Lagos date, its label ("Thu 26 Nov 2026") and its slots. */
export interface PickerDay {
  date: string;
  label: string;
  slots: PickerSlot[];
}

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  days: readonly PickerDay[];
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  loading?: boolean;
  /** Shown when there is no free slot at all. */
  emptyText: string;
}

const Row = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: 8px;
  margin-top: 12px;
`;

const Chip = styled.button`
  flex: none;
  min-height: 44px;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  background: ${({ theme }) => theme.token.colorBgContainer};
  color: ${({ theme }) => theme.token.colorText};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.token.colorPrimary};
    background: ${({ theme }) => theme.token.colorPrimary};
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.token.colorPrimary};
    outline-offset: 2px;
  }
`;

/**
 * Picks a two-hour slot in two taps on a phone: a row of days (scrolls sideways), then that day's free times. Only
 * what the database said is free is offered.
 */
export function SlotPicker({ days, value, onChange, loading = false, emptyText }: SlotPickerProps) {
  const dayOfValue = value ? days.find((d) => d.slots.some((s) => s.starts_at === value))?.date : undefined;
  const [day, setDay] = useState<string | undefined>(dayOfValue ?? days[0]?.date);
  useEffect(() => {
    if (!day || !days.some((d) => d.date === day)) setDay(dayOfValue ?? days[0]?.date);
  }, [days, day, dayOfValue]);

  if (loading) return <Text tone="secondary">Loading free times…</Text>;
  if (days.length === 0) return <Text tone="secondary">{emptyText}</Text>;
  const current = days.find((d) => d.date === day) ?? days[0]!;
  return (
    <div data-testid="slot-picker">
      <Row role="group" aria-label="Day">
        {days.map((d) => (
          <Chip key={d.date} type="button" aria-pressed={d.date === current.date} onClick={() => setDay(d.date)} data-testid="slot-day">
            {d.label}
          </Chip>
        ))}
      </Row>
      <Grid role="group" aria-label={`Times on ${current.label}`}>
        {current.slots.map((s) => (
          <Chip key={s.starts_at} type="button" aria-pressed={s.starts_at === value} onClick={() => onChange(s.starts_at)} data-testid="slot-time">
            {s.label}
          </Chip>
        ))}
      </Grid>
    </div>
  );
}
