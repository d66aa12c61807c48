// The subscription price checker, fetched when first rendered: this entry loads on every public page (Module
// Federation shares shared-ui whole), and the checker shows on three of them, below the first screen.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Spinner } from '../feedback/Spinner';
import type { SubscriptionPriceCheckerProps } from './subscription-price-types';

export type { PlanSelection, PreSubscribeDetails, SubscriptionPlanView, SubscriptionPriceCheckerProps } from './subscription-price-types';

const CheckerImpl = lazy(() =>
  import(/* webpackChunkName: "subscription-price" */ './impl/SubscriptionPriceChecker').then((m) => ({ default: m.SubscriptionPriceChecker })),
);

// About the checker's height, so the page does not jump when it arrives.
const Placeholder = styled.div`
  min-height: 220px;
  display: grid;
  place-items: center;
`;

/** Building type, rooms and frequency → Check Price → the plan's monthly price → Pre-Subscribe Now. */
export function SubscriptionPriceChecker(props: SubscriptionPriceCheckerProps) {
  return (
    <Suspense
      fallback={
        <Placeholder>
          <Spinner label="Loading the price checker" />
        </Placeholder>
      }
    >
      <CheckerImpl {...props} />
    </Suspense>
  );
}
