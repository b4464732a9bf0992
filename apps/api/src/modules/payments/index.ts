/**
 * What other modules may use from payments. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { reconcileStaleOrders } from './orders.service';
export type { PaymentGateway } from './gateway/payment-gateway';
export { findPaymentItemOnSale } from './orders.service';
