export type { BadgeTone, Lifecycle, LifecycleActor, Transition } from './types';
export { BOOKING_LIFECYCLE, type BookingStatus } from './booking';
export { QUOTE_LIFECYCLE, type QuoteRequestStatus } from './quote';
export { BID_LIFECYCLE, type BidStatus } from './bid';
export { SCHEDULE_LIFECYCLE, type ScheduleStatus } from './schedule';
export { PAYMENT_LIFECYCLE, type PaymentState } from './payment';
export { PAYOUT_LIFECYCLE, type PayoutState } from './payout';
export { REFUND_LIFECYCLE, type RefundState } from './refund';
export {
  LIFECYCLES,
  actorForRole,
  canTransition,
  nextStates,
  statusBadge,
  type LifecycleKind,
  type LifecycleStates,
} from './can-transition';
