import { errorMessage, isSchemaFailureText } from './error-messages';
import { UNLOCK_CODES } from './unlock-states';
import { ENQUIRY_CODES } from '@shop/shared/api';
import { FEEDBACK_CODES } from './enquiries';

describe('errorMessage: the catalogue, never a schema failure', () => {
  it("shows the catalogue's message, not the server's schema text, even for codes whose server text is otherwise shown", () => {
    // 1520 is 'detailed' in checkout (the card provider's reason), but this text is the API's schema check.
    expect(errorMessage(1520, 'checkout', 'Invalid card.number: too long')).toBe('Please check your card details.');
    expect(errorMessage(1520, 'checkout', 'Invalid card.number: must NOT have more than 23 characters')).toBe('Please check your card details.');
    expect(errorMessage(2040, 'basket', 'Invalid quantity: too large')).not.toMatch(/Invalid|quantity:/);
    expect(errorMessage(1253, 'login', 'Invalid email: must match pattern "^\\S{1,9}$"')).not.toMatch(/pattern|\^/);
    // A real detail still comes through.
    expect(errorMessage(1520, 'checkout', 'Your card has expired.')).toBe('Your card has expired.');
  });

  it('gives checkout the §8 address messages (1041-1052) the account uses', () => {
    expect(errorMessage(1043, 'checkout', 'Invalid address.line1: not in an accepted form')).toBe('Please enter the first line of the address (up to 50 characters).');
    expect(errorMessage(1050, 'checkout')).toBe('We could not find this postcode. Please check it.');
    expect(errorMessage(1051, 'checkout')).toBe('We can only take addresses in Great Britain and Northern Ireland.');
    // Its own wording first, and no borrowing outside the address codes.
    expect(errorMessage(1602, 'checkout')).toBe('Please enter a full UK postcode, for example SW11 1NZ.');
    expect(errorMessage(1004, 'checkout')).toBe('Sorry, something went wrong. Please try again later.');
  });

  it("shows the server's wait for an 'attempts exceeded' code (1253, 1873), the catalogue's message without one", () => {
    expect(errorMessage(1253, 'password', 'Too many wrong passwords. Please wait 15 minutes and try again.')).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(errorMessage(1253, 'password', 'Too Many Requests')).toBe('Too many wrong passwords. Please wait a few minutes and try again.');
    expect(errorMessage(1873, 'unlock', 'Too many PINs asked for. Please wait 12 minutes and try again.')).toBe('Too many PINs asked for. Please wait 12 minutes and try again.');
    expect(errorMessage(1873, 'unlock', 'Too Many Requests')).toMatch(/tried too many times/);
  });

  it('knows a schema failure by its form', () => {
    expect(isSchemaFailureText('Invalid address.town: too long')).toBe(true);
    expect(isSchemaFailureText('Invalid voucher code.')).toBe(false);
  });
});

describe('unlock context', () => {
  it('has its own message for every code the unlock calls answer', () => {
    const generic = errorMessage(undefined, 'unlock');
    for (const code of Object.values(UNLOCK_CODES)) {
      const text = errorMessage(code, 'unlock');
      expect([code, text]).not.toEqual([code, generic]);
    }
  });

  it('tells a member with a spent receipt code how to get a new one: by text or e-mail, or in a store', () => {
    expect(errorMessage(UNLOCK_CODES.codeExpiredVisitStore, 'unlock')).toMatch(/by text or e-mail, or in any of our stores/);
  });

  it("shows the server's wait for too many codes (1819), never 'visit a store' (issue 33 §1)", () => {
    const words = 'Too many unlock attempts. Please wait 15 minutes and try again.';
    expect(errorMessage(UNLOCK_CODES.unlockAttemptsExceeded, 'unlock', words)).toBe(words);
    expect(errorMessage(UNLOCK_CODES.unlockAttemptsExceeded, 'unlock')).toMatch(/wait a few minutes and try again/);
    expect(errorMessage(UNLOCK_CODES.unlockAttemptsExceeded, 'unlock')).not.toMatch(/store/);
  });
});

describe('enquiry and feedback contexts', () => {
  it('has its own message for every code the enquiry forms and feedback answer', () => {
    for (const [context, codes] of [
      ['enquiry', ENQUIRY_CODES],
      ['feedback', FEEDBACK_CODES],
    ] as const) {
      const generic = errorMessage(undefined, context);
      for (const code of Object.values(codes)) expect([context, code, errorMessage(code, context)]).not.toEqual([context, code, generic]);
    }
  });

  it('shows the wait of a throttled send as the server words it', () => {
    expect(errorMessage(1032, 'enquiry', 'Please wait 9 minutes and try again.')).toBe('Please wait 9 minutes and try again.');
    expect(errorMessage(1002, 'feedback')).not.toBe(errorMessage(1002, 'enquiry'));
  });
});
