export { createQuoteRequest, submitGuestQuoteRequest, useSubmitQuoteRequest, type QuoteRequestInput } from './quote-requests';
export { unwrapRpc } from './db-error';
