import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../button/Button';
import { toast } from '../toast/toast-store';
import { confirmAction } from './confirm-action';
import { ConfirmDialog } from './ConfirmDialog';

function ControlledDemo({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Suspend
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title="Suspend this cleaner?"
        content="They will stop appearing in search until activated again."
        okText="Suspend"
        onConfirm={() => {
          setOpen(false);
          toast.success('Cleaner suspended successfully!');
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** The promise-returning helper. */
function ImperativeDemo() {
  return (
    <Button
      onClick={async () => {
        const ok = await confirmAction({ title: 'Delete this review?', content: 'This cannot be undone.', okText: 'Delete', danger: true });
        if (ok) toast.success('Review deleted successfully!');
      }}
    >
      Delete review
    </Button>
  );
}

const meta = {
  title: 'Dashboard (antd)/ConfirmDialog',
  component: ControlledDemo,
} satisfies Meta<typeof ControlledDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Controlled: Story = {};
export const Imperative: Story = { render: () => <ImperativeDemo /> };
