/** The header carrying PAYMENTS_DISPATCH_SECRET on the Database Webhook's calls to payments-dispatch. */
export const DISPATCH_SECRET_HEADER = 'x-dispatch-secret';
