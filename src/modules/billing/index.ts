// Public face of the billing module: the credit ledger that generation pays through.
export { BillingModule } from './billing.module';
export {
  CreditLedgerService,
  ReconciliationReport,
  ReconciliationRun,
  UserUsageMismatch,
} from './credit-ledger.service';
export type { AccountMismatch, RunningBalanceBreak } from './credit-ledger.repository';
export { MAX_GRANT } from './domain/ledger';
