/**
 * @spotless/shared-ui: the antd-free design system entry. Safe for public pages' first paint
 * (styled-components only). Dashboard parts built on antd live in `@spotless/shared-ui/antd`.
 */
export { tokens, breakpoints, media, type SpotlessTokens } from './theme/tokens';
export { spotlessTheme, type SpotlessTheme } from './theme/theme';
export { SpotlessThemeProvider, type SpotlessThemeProviderProps } from './theme/SpotlessThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { visuallyHidden } from './theme/visually-hidden';
export { useMediaQuery, usePrefersReducedMotion } from './hooks/useMediaQuery';
export { useDebouncedValue } from './hooks/useDebouncedValue';

export { ActionNeeded, type ActionNeededItem, type ActionNeededProps } from './layout/ActionNeeded';
export { AreaMenuHost, useAreaMenu, useHostedAreaMenu, type AreaMenu, type AreaMenuSection } from './layout/area-menu';
export { AreaMenuLinks, type AreaMenuLinksProps } from './layout/AreaMenuLinks';
export { Container } from './layout/Container';
export { PageLayout, type PageLayoutProps } from './layout/PageLayout';
export { Heading, type HeadingProps, type HeadingLevel } from './typography/Heading';
export { Text, type TextProps, type TextTone } from './typography/Text';

export { Button, type ButtonProps } from './button/Button';
export { LinkButton, type LinkButtonProps } from './button/LinkButton';
export type { ButtonVariant, ButtonSize } from './button/button-styles';

export { TextField, type TextFieldProps } from './form/TextField';
export { TextAreaField, type TextAreaFieldProps } from './form/TextAreaField';
export { SelectField, type SelectFieldProps } from './form/SelectField';
export { SearchableSelectField, type SearchableSelectFieldProps } from './form/SearchableSelectField';
export { CheckboxGroup, type CheckboxGroupProps } from './form/CheckboxGroup';
export { RadioGroup, type RadioGroupProps } from './form/RadioGroup';
export { FormError, type FormErrorProps } from './form/FormError';
export type { FieldOption, FieldOptionInput } from './form/options';

export { Modal, type ModalProps } from './modal/Modal';
export { HumanCheckDialog, type HumanCheckDialogProps } from './captcha/HumanCheckDialog';
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { DEFAULT_SLIDES_PER_VIEW, type SlidesPerView } from './carousel/carousel-math';
export { Accordion, type AccordionProps, type AccordionItem } from './accordion/Accordion';

export { NairaAmount, type NairaAmountProps } from './money/NairaAmount';
export { formatNaira } from './money/format-naira';
export { StatusBadge, type StatusBadgeProps } from './status/StatusBadge';
export { CountBadge, type CountBadgeProps } from './status/CountBadge';
export {
  PayDialog,
  PaymentReceipt,
  PaymentResultPanel,
  ReportProblemDialog,
  type PayDialogProps,
  type PaymentReceiptProps,
  type PaymentResultKind,
  type PaymentResultPanelProps,
  type ReceiptRefund,
  type ReportProblemDialogProps,
} from './payments/payment-parts';
export {
  CancelBookingDialog,
  RescheduleDialog,
  SlotPicker,
  cancelOutcome,
  lateFeeText,
  policySentences,
  type CancelBookingDialogProps,
  type ChangePolicy,
  type ChangeTerms,
  type PickerDay,
  type PickerSlot,
  type RescheduleDialogProps,
  type SlotPickerProps,
} from './booking-changes/booking-change-parts';
export {
  SubscriptionPriceChecker,
  type PlanSelection,
  type PreSubscribeDetails,
  type SubscriptionPlanView,
  type SubscriptionPriceCheckerProps,
} from './subscription-price/subscription-price-parts';
export {
  BookingConversation,
  BookingPageFrame,
  BookingTimeline,
  type BookingConversationProps,
  type BookingFact,
  type BookingPageFrameProps,
  type BookingTimelineProps,
  type ConversationMessage,
  type TimelineLine,
} from './booking-page/booking-page-parts';
export { statusTone, statusLabel, type StatusTone } from './status/status-tone';

export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { Spinner, type SpinnerProps } from './feedback/Spinner';
export { Loading, type LoadingProps } from './feedback/Loading';
export { Card, type CardProps } from './card/Card';
export { ListPager, type ListPagerProps } from './list/ListPager';
export { ListSearch, type ListSearchProps } from './list/ListSearch';
export { pageSummary } from './list/page-summary';
export { Avatar, initialsOf, type AvatarProps } from './avatar/Avatar';

export { Toaster, DEFAULT_TOAST_DURATION, type ToasterProps } from './toast/Toaster';
export { toast, type ToastKind, type ToastOptions } from './toast/toast-store';
