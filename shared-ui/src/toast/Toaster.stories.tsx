import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../button/Button';
import { toast } from './toast-store';

/** Buttons raising each kind of toast; the Toaster itself comes from the global decorator. */
function ToastDemo({ duration }: { duration?: number }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Booking created successfully!', { duration })}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Error creating booking', { duration })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('No matching subscription found', { duration })}>
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes after 3 s. */
export const Default: Story = {};
/** Home page timing: 5 s. */
export const HomePage: Story = { args: { duration: 5000 } };
