// The booking page's parts (issue 27): the timeline and the conversation with the other side. Fetched when first
// rendered: this entry loads on every public page (Module Federation shares shared-ui whole, without tree shaking).
import { lazy, Suspense } from 'react';
import type { BookingConversationProps } from './impl/BookingConversation';
import type { BookingPageFrameProps } from './impl/BookingPageFrame';
import type { BookingTimelineProps } from './impl/BookingTimeline';

export type { BookingConversationProps, ConversationMessage } from './impl/BookingConversation';
export type { BookingTimelineProps, TimelineLine } from './impl/BookingTimeline';
export type { BookingFact, BookingPageFrameProps } from './impl/BookingPageFrame';
export type { ReplacementNoticeProps } from './impl/ReplacementNotice';

const TimelineImpl = lazy(() => import(/* webpackChunkName: "booking-page-parts" */ './impl/BookingTimeline').then((m) => ({ default: m.BookingTimeline })));
const ConversationImpl = lazy(() =>
  import(/* webpackChunkName: "booking-page-parts" */ './impl/BookingConversation').then((m) => ({ default: m.BookingConversation })),
);
const FrameImpl = lazy(() =>
  import(/* webpackChunkName: "booking-page-parts" */ './impl/BookingPageFrame').then((m) => ({ default: m.BookingPageFrame })),
);

/** A booking's page: facts and next steps, its timeline and its conversation. */
export function BookingPageFrame(props: BookingPageFrameProps) {
  return (
    <Suspense fallback={null}>
      <FrameImpl {...props} />
    </Suspense>
  );
}

/** A booking's state changes and events, oldest first, each with its Lagos time and who did it. */
export function BookingTimeline(props: BookingTimelineProps) {
  return (
    <Suspense fallback={null}>
      <TimelineImpl {...props} />
    </Suspense>
  );
}

/** A booking's conversation between its customer and its cleaner, with Report on the other side's messages. */
export function BookingConversation(props: BookingConversationProps) {
  return (
    <Suspense fallback={null}>
      <ConversationImpl {...props} />
    </Suspense>
  );
}
