import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { DateField } from './DateField';
import { TimeField } from './TimeField';

function ScheduleFields({ initialDate = null, initialTime = null }: { initialDate?: string | null; initialTime?: string | null }) {
  const [date, setDate] = useState<string | null>(initialDate);
  const [time, setTime] = useState<string | null>(initialTime);
  return (
    <div style={{ maxWidth: 320 }}>
      <DateField label="Service Date" value={date} onChange={setDate} disablePast required />
      <TimeField label="Service Time" value={time} onChange={setTime} required />
      <output aria-label="Chosen">{`${date ?? '—'} ${time ?? '—'}`}</output>
    </div>
  );
}

const meta = {
  title: 'Dashboard (antd)/DateField and TimeField',
  component: ScheduleFields,
} satisfies Meta<typeof ScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialDate: '2030-05-17', initialTime: '09:30' } };
