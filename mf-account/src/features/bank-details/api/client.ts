// The v3 calls of the bank details tab: members/{id}/bankaccounts. Numbers go up once, in the
// body, and come back masked only; nothing here is kept in browser storage.
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
export type Data<T> = { response: { data: T } };
export const bankAccountsPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}/bankaccounts`;

/** A saved account as the API shows it: numbers masked by the §5 helper (first 2, last 2). */
export interface BankAccount {
  bankAccountId: string;
  accountHolderName: string;
  sortCode: string;
  bankAccountNumber: string;
  rollNumber: string | null;
}

/** What the member types (digits only, see digitsOf). */
export interface BankDetails {
  accountHolderName: string;
  sortCode: string;
  bankAccountNumber: string;
  rollNumber: string | null;
}
