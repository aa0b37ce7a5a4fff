// Where members send what they sell to us: the shop's goods-in (returns) address, printed on the
// web buy order's label and shown on the thank-you page. Settings may name another (prelogin
// key `returnsAddress`, same shape); this is the default, and the one place it is written.
import { ADDRESS_FIELD_MAX, ADDRESS_LINE_MAX } from '@shop/shared/api';
import { normaliseUkPostcode } from './address';

export interface ReturnsAddress {
  /** Who receives the parcel. */
  name: string;
  /** One to three lines: department, unit, street. */
  lines: string[];
  town: string;
  postcode: string;
}

export const RETURNS_ADDRESS_SETTING = 'returnsAddress';

/** The goods-in of the shop's warehouse (§9 warehouse 19003). */
export const DEFAULT_RETURNS_ADDRESS: ReturnsAddress = {
  name: 'Little Loop Returns',
  lines: ['Goods In, Warehouse 19003', 'Unit 7, Meadow Lane Industrial Estate'],
  town: 'Leicester',
  postcode: 'LE4 6FB',
};

const text = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;

/** The setting's address when it is a whole, valid UK address; the default otherwise (never half of one). */
export function returnsAddressOf(setting: unknown): ReturnsAddress {
  const a = setting as Partial<ReturnsAddress> | null | undefined;
  if (!a || typeof a !== 'object') return DEFAULT_RETURNS_ADDRESS;
  const postcode = typeof a.postcode === 'string' ? normaliseUkPostcode(a.postcode) : null;
  const lines = Array.isArray(a.lines) ? a.lines : [];
  const valid = text(a.name, ADDRESS_LINE_MAX) && lines.length >= 1 && lines.length <= 3 && lines.every((l) => text(l, ADDRESS_LINE_MAX)) && text(a.town, ADDRESS_FIELD_MAX) && postcode;
  return valid ? { name: a.name!.trim(), lines: lines.map((l) => l.trim()), town: a.town!.trim(), postcode: postcode! } : DEFAULT_RETURNS_ADDRESS;
}

/** As printed: one line each, the town in capitals as Royal Mail asks. */
export const returnsAddressLines = (a: ReturnsAddress): string[] => [a.name, ...a.lines, a.town.toUpperCase(), a.postcode];
