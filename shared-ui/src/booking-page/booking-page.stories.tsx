import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookingConversation, BookingPageFrame, BookingTimeline } from './booking-page-parts';

const meta = {
  title: 'Bookings/Booking page',
  component: BookingTimeline,
  args: {
    entries: [
      { id: 1, title: 'Booking requested', when: '24 Nov 2026, 10:00', actor: 'You', at: '2026-11-24T09:00:00Z' },
      { id: 2, title: 'Accepted at ₦25,000', when: '24 Nov 2026, 10:20', actor: 'Your cleaner', at: '2026-11-24T09:20:00Z' },
      { id: 3, title: 'Paid ₦25,000', when: '24 Nov 2026, 10:31', actor: 'You', at: '2026-11-24T09:31:00Z' },
      { id: 4, title: 'Cleaner on the way', when: '25 Nov 2026, 13:40', actor: 'Your cleaner', at: '2026-11-25T12:40:00Z' },
      { id: 5, title: 'Job started', when: '25 Nov 2026, 14:05', actor: 'Your cleaner', at: '2026-11-25T13:05:00Z' },
    ],
  },
} satisfies Meta<typeof BookingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job in progress, from the customer's side. */
export const Timeline: Story = {};
/** A booking with no events yet. */
export const EmptyTimeline: Story = { args: { entries: [] } };

/** The conversation before the cleaner accepted: contacts hidden, one message redacted, one read. */
export const Conversation: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <BookingConversation
        otherSide="Your cleaner"
        notice="Phone numbers and e-mail addresses are hidden until the cleaner accepts the booking."
        messages={[
          { id: 'a', mine: true, body: 'Hello, can you bring a ladder? Call me on [contact hidden]', when: '24 Nov 2026, 10:02', redacted: true, read: true },
          { id: 'b', mine: false, body: 'Yes, I will bring one.', when: '24 Nov 2026, 10:05', redacted: false, read: false },
        ]}
        onSend={async () => true}
        onReport={async () => undefined}
      />
    </div>
  ),
};

/** A closed booking: the conversation is read-only. */
export const ClosedConversation: Story = {
  render: () => (
    <BookingConversation
      otherSide="The customer"
      closedText="This booking is closed: messages can no longer be sent."
      messages={[{ id: 'a', mine: false, body: 'Thanks!', when: '24 Nov 2026, 10:02', redacted: false, read: true }]}
      onSend={async () => true}
      onReport={async () => undefined}
    />
  ),
};

/** The whole page on a 390 px phone: the customer's view of a job in progress. */
export const Page: Story = {
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <BookingPageFrame
        title="House Cleaning"
        status={{ label: 'In progress', value: 'in_progress' }}
        facts={[
          { label: 'When', value: '25 Nov 2026, 14:00–16:00' },
          { label: 'Where', value: 'Ikoyi, Eti-Osa, Lagos' },
          { label: 'Cleaner', value: 'Adaeze Nwosu' },
          { label: 'Price', value: '₦25,000' },
          { label: 'Payment', value: 'Paid' },
        ]}
        actions={<button type="button">Confirm completion</button>}
        timeline={args.entries}
        conversation={{ otherSide: 'Your cleaner', messages: [], onSend: async () => true, onReport: async () => undefined }}
      />
    </div>
  ),
};

/** The customer's page while a replacement is found for a cleaner who dropped the job (then: who is coming). */
export const FindingAReplacement: Story = {
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <BookingPageFrame
        title="Deep Cleaning"
        status={{ label: 'Pending', value: 'pending' }}
        facts={[
          { label: 'When', value: '27 Nov 2026, 10:00–12:00' },
          { label: 'Where', value: 'Allen Avenue, Ikeja, Lagos' },
          { label: 'Cleaner', value: 'To be matched' },
        ]}
        notice={{
          kind: 'searching',
          title: 'Finding a replacement',
          lines: [
            'Your cleaner cancelled this booking.',
            'We are offering it to verified cleaners near you and will tell you who is coming, at the latest by 26 Nov 2026, 18:30.',
            'You can wait, or cancel free of charge.',
          ],
        }}
        changes={<button type="button">Cancel booking</button>}
        timeline={args.entries}
        conversation={{ otherSide: 'Your cleaner', messages: [], onSend: async () => true, onReport: async () => undefined }}
      />
    </div>
  ),
};
