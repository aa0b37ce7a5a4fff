// What the bank details tab's calls (members/{id}/bankaccounts) send and answer. Numbers go up
// once, in the body, and come back masked only; nothing here is kept in browser storage.
import { memberPath } from '../../../api/client';

export const bankAccountsPath = (memberId: string) => memberPath(memberId, 'bankaccounts');

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
