-- The confirmation window is 48 hours since 20250620000200_agreed_price_and_paid_cancellation.sql; the column's
-- description still said 72.
comment on column public.bookings.confirmed_by is 'Who confirmed: the customer, an admin, or the 48-hour timeout.';
