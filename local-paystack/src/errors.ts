/** An answer Paystack gives as `{ status: false, message }` with an HTTP status. */
export class PaystackError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new PaystackError(400, message);
export const notFound = (message: string) => new PaystackError(404, message);
