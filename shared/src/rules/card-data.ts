// Card data a shopper types at checkout, checked the same way by the form (before any order is
// made) and by the API (before anything is sent to the provider): §8 1520 'invalid card data'.
import { cardExpired } from './card-tokens';

/** What is wrong with typed card data, or null: the form words each for its field, the API as 1520. */
export type CardDataProblem = 'number' | 'expired' | 'expiry' | 'cvc' | 'name';

/** The digits of a card number as typed (spaces and dashes allowed between groups). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** American Express prints a 4-digit code on the front; every other scheme 3 on the back. */
export const cvcLengthFor = (digits: string) => (/^3[47]/.test(digits) ? 4 : 3);

export function cardNumberProblem(typed: string): CardDataProblem | null {
  const digits = cardDigits(typed);
  return /^[0-9]{12,19}$/.test(digits) && luhnValid(digits) ? null : 'number';
}

export function cardExpiryProblem(month: number, year: number, now: Date = new Date()): CardDataProblem | null {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return 'expiry';
  return cardExpired(month, year, now) ? 'expired' : null;
}

/** The CVC for this card number: its length is known once the number is (3, or 4 for Amex). */
export function cardCvcProblem(cvc: string, typedNumber = ''): CardDataProblem | null {
  const digits = cardDigits(typedNumber);
  const length = digits ? cvcLengthFor(digits) : null;
  if (!/^[0-9]{3,4}$/.test(cvc)) return 'cvc';
  return length !== null && cvc.length !== length ? 'cvc' : null;
}

export interface TypedCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export function cardDataProblem(card: TypedCard, now: Date = new Date()): CardDataProblem | null {
  return cardNumberProblem(card.number) ?? cardExpiryProblem(card.expiryMonth, card.expiryYear, now) ?? cardCvcProblem(card.cvc, card.number) ?? (card.holderName.trim() ? null : 'name');
}
