// The profile fields beyond names (spec §3 member details, memberTaxId; §8 Phone, 1204, 1118):
// each checked once more after the schema, in the shared rules' terms, and put in stored form.
import { isPastDate, normaliseNiNumber, normaliseUkPhone, PROFILE_CODES, SELLER_MIN_AGE } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { isReachableUkNumber } from './uk-phone.js';

export interface ProfileInput {
  phone?: string | null;
  dateOfBirth?: string | null;
  taxId?: string | null;
}

export const profileErrors = {
  phoneMissing: () => new ApiError(400, PROFILE_CODES.phoneMissing, 'Please enter your contact number.'),
  phoneInvalid: () => new ApiError(400, PROFILE_CODES.phoneInvalid, 'Please enter a UK phone number, for example 07700 900123.'),
  phoneTaken: () => new ApiError(422, PROFILE_CODES.phoneTaken, 'This contact number is already used by another account.'),
  dateOfBirth: () => new ApiError(400, PROFILE_CODES.dateOfBirth, 'Please enter a valid date of birth.'),
  taxId: () => new ApiError(400, PROFILE_CODES.taxId, 'The tax id is not valid.'),
};

/** The stored form of each field given (undefined: leave as it is; null: clear it). */
export async function cleanProfile(q: Queryable, memberId: string, input: ProfileInput): Promise<ProfileInput> {
  const out: ProfileInput = {};
  if (input.phone !== undefined) {
    if (input.phone === null) out.phone = null;
    else {
      if (!input.phone.trim()) throw profileErrors.phoneMissing();
      const phone = normaliseUkPhone(input.phone);
      if (!phone || !isReachableUkNumber(phone)) throw profileErrors.phoneInvalid();
      const [taken] = await q.query(`SELECT 1 FROM members WHERE phone = $1 AND member_id <> $2 AND status <> 'erased'`, [phone, memberId]);
      if (taken) throw profileErrors.phoneTaken();
      out.phone = phone;
    }
  }
  if (input.dateOfBirth !== undefined) {
    if (input.dateOfBirth !== null && !isPastDate(input.dateOfBirth)) throw profileErrors.dateOfBirth();
    out.dateOfBirth = input.dateOfBirth;
  }
  if (input.taxId !== undefined) {
    if (input.taxId === null || input.taxId.trim() === '') out.taxId = null;
    else {
      const taxId = normaliseNiNumber(input.taxId);
      if (!taxId) throw profileErrors.taxId();
      out.taxId = taxId;
    }
  }
  return out;
}

/** 18 or over on `today`: a member must be an adult to sell to us; null without a date of birth. */
export function isAdultOn(dateOfBirth: string | null, today = new Date()): boolean | null {
  if (!dateOfBirth) return null;
  const [y, mo, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const month = today.getUTCMonth() + 1;
  const birthdayPassed = month > mo || (month === mo && today.getUTCDate() >= d);
  return today.getUTCFullYear() - y - (birthdayPassed ? 0 : 1) >= SELLER_MIN_AGE;
}
