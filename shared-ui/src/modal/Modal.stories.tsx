import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../button/Button';
import { TextField } from '../form/TextField';
import { Modal } from './Modal';

function ModalDemo({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Pre-Subscribe Now</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Enter Your Details"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Submit</Button>
          </>
        }
      >
        <TextField label="Full Name" name="full_name" />
        <TextField label="Email Address" name="email" type="email" />
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the button is pressed; focus returns to the button on close. */
export const Trigger: Story = {};
/** Open on load. */
export const Open: Story = { args: { startOpen: true } };
