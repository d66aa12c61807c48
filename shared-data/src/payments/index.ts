export { fetchClientPayments, paymentDate, paymentMethodLabel, useClientPayments, type ClientPayment } from './payments';
