// Where we deliver (spec §8 checkout codes): 1600/1602 missing or malformed, 1601 area blocked,
// 1603 postcode blocked, 50013 outside our territory (Channel Islands, Isle of Man, BFPO, unknown areas).
import { normaliseUkPostcode } from '@shop/shared/rules';
import { CHECKOUT_POSTCODE_CODES as CODES } from '@shop/shared/api';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { postcodeAreaCentre } from '../catalogue/stores.js';

export const postcodeErrors = {
  missing: () => new ApiError(400, CODES.missing, 'Please enter a postcode.'),
  malformed: () => new ApiError(400, CODES.malformed, 'Please enter a full UK postcode, for example SW11 1NZ.'),
  areaBlocked: () => new ApiError(422, CODES.areaBlocked, 'Sorry, we cannot deliver to this area. Click-and-collect from a store is available.'),
  postcodeBlocked: () => new ApiError(422, CODES.postcodeBlocked, 'Sorry, we cannot deliver to this postcode.'),
  outside: () => new ApiError(422, CODES.outside, 'Sorry, we only deliver within mainland UK and Northern Ireland.'),
};

/** The normalised postcode when we deliver there; otherwise the §8 error. */
export async function deliverablePostcode(q: Queryable, input: string | undefined | null): Promise<string> {
  const raw = (input ?? '').trim();
  if (!raw) throw postcodeErrors.missing();
  if (/^BFPO/i.test(raw)) throw postcodeErrors.outside();
  const postcode = normaliseUkPostcode(raw);
  if (!postcode) throw postcodeErrors.malformed();
  const outward = postcode.split(' ')[0]!;
  const area = /^[A-Z]+/.exec(outward)![0];
  const rules = await q.query<{ prefix: string; rule: string }>('SELECT prefix, rule FROM postcode_rules WHERE prefix = ANY($1::text[])', [[postcode, outward, area]]);
  const rule = (prefix: string) => rules.find((r) => r.prefix === prefix)?.rule;
  if (rule(postcode) === 'postcode-blocked') throw postcodeErrors.postcodeBlocked();
  const areaRule = rule(outward) ?? rule(area);
  if (areaRule === 'outside') throw postcodeErrors.outside();
  if (areaRule) throw postcodeErrors.areaBlocked();
  if (!(await postcodeAreaCentre(q)(area))) throw postcodeErrors.outside();
  return postcode;
}

/** The post town of a postcode's area ('LS1 4AP' -> 'Leeds'), for the address form's lookup. */
export async function postTown(q: Queryable, postcode: string): Promise<string | null> {
  const area = /^[A-Z]+/.exec(postcode)?.[0];
  return area === undefined ? null : ((await postcodeAreaCentre(q)(area))?.town ?? null);
}
