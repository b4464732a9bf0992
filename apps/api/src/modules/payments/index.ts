/**
 * What other modules may use from payments. Everything else in this folder (its repositories above
 * all) is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export type {
  ApprovalResult,
  AuthResult,
  AuthenticatedPayment,
  CancelInput,
  CancelResult,
  CardCharge,
  CardChargeResult,
  CardRegistration,
  CardRegistrationResult,
  CheckoutForm,
  CheckoutInput,
  NetCancelResult,
  PaymentGateway,
  RegisteredCard,
} from './gateway/payment-gateway';
export { PAYMENT_ITEM_COLUMNS } from './orders.repository';
export { findPaymentItemOnSale, reconcileStaleOrders } from './orders.service';
export { SANDBOX_TEST_CARDS } from './sandbox/payment-sandbox.service';
