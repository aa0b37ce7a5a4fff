// The address lookup (spec §5: GBR only). Two parts:
// - a real provider adapter: Ideal Postcodes' postcode lookup (GET {base}/v1/postcodes/{postcode},
//   `Authorization: api_key="…"`), on only when IDEAL_POSTCODES_KEY is set; it lists the
//   postcode's addresses for the member to pick;
// - the embedded default: the postcode's form, its area's post town (catalogue's postcode areas) and the
//   area's county (area-counties.ts); the member types the lines (Royal Mail's address file is
//   licensed and cannot ship with the shop).
// A provider that fails or times out gives way to the embedded default; one that says the
// postcode does not exist is believed (1050).
import { normaliseUkPostcode } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { postcodeAreaCentre } from '../catalogue/stores.js';
import { AREA_COUNTY, NOT_GBR_AREAS } from './area-counties.js';
import { ADDRESS_CODES } from '@shop/shared/api';
import type { AddressLookup } from '@shop/shared/api';

export type LookupAddress = AddressLookup['addresses'][number];

/** A provider's answer: the addresses at a postcode, 'unknown' when it has no such postcode, null when it could not answer. */
export type AddressProvider = (postcode: string) => Promise<LookupAddress[] | 'unknown' | null>;

interface IdealAddress {
  line_1?: unknown;
  line_2?: unknown;
  line_3?: unknown;
  post_town?: unknown;
  county?: unknown;
  postcode?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function idealPostcodesProvider({ apiKey, baseUrl = 'https://api.ideal-postcodes.co.uk', timeoutMs = 3000 }: { apiKey: string; baseUrl?: string; timeoutMs?: number }): AddressProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return async (postcode) => {
    try {
      const res = await fetch(`${base}/v1/postcodes/${encodeURIComponent(postcode)}`, {
        // The key goes in a header, so it never lands in a URL log.
        headers: { accept: 'application/json', authorization: `api_key="${apiKey}"` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404) return 'unknown';
      if (!res.ok) return null;
      const body = (await res.json()) as { result?: IdealAddress[] };
      if (!Array.isArray(body.result)) return null;
      return body.result.slice(0, 100).map((a) => ({
        line1: text(a.line_1),
        // Our form has two lines; the provider's third joins the second.
        line2: [text(a.line_2), text(a.line_3)].filter(Boolean).join(', '),
        town: text(a.post_town),
        county: text(a.county),
        postcode: normaliseUkPostcode(text(a.postcode)) ?? postcode,
      }));
    } catch {
      return null;
    }
  };
}

export const lookupErrors = {
  missing: () => new ApiError(400, ADDRESS_CODES.postcodeMissing, 'Please enter a postcode.'),
  invalid: () => new ApiError(400, ADDRESS_CODES.postcodeInvalid, 'Please enter a full UK postcode, for example SW11 1NZ.'),
  unknown: () => new ApiError(422, ADDRESS_CODES.postcodeUnknown, 'We could not find this postcode. Please check it.'),
  notGbr: () => new ApiError(422, ADDRESS_CODES.notGbr, 'We can only take addresses in Great Britain and Northern Ireland.'),
};

/** The post town of an area row: the London areas are written 'London'. */
const postTownOf = (areaTown: string) => (/^London [A-Z]+$/.test(areaTown) ? 'London' : areaTown);

export function createAddressLookup({ provider }: { provider: AddressProvider | null }) {
  /** The standard postcode, or the §8 error: missing, malformed, outside GBR, unknown area. No provider call. */
  async function checkPostcode(q: Queryable, input: string | undefined): Promise<{ postcode: string; town: string; county: string }> {
    if (!input?.trim()) throw lookupErrors.missing();
    const postcode = normaliseUkPostcode(input);
    if (!postcode) throw lookupErrors.invalid();
    const area = /^[A-Z]+/.exec(postcode)![0];
    if (NOT_GBR_AREAS.has(area)) throw lookupErrors.notGbr();
    const centre = await postcodeAreaCentre(q)(area);
    if (!centre) throw lookupErrors.unknown();
    return { postcode, town: postTownOf(centre.town), county: AREA_COUNTY[area] ?? '' };
  }

  return {
    checkPostcode,
    async lookup(q: Queryable, input: string): Promise<AddressLookup> {
      const district = await checkPostcode(q, input);
      const found = provider ? await provider(district.postcode) : null;
      if (found === 'unknown') throw lookupErrors.unknown();
      if (found && found.length > 0) {
        const first = found[0]!;
        return { postcode: district.postcode, town: first.town || district.town, county: first.county, countryCode: 'GBR', source: 'provider', addresses: found };
      }
      return { ...district, countryCode: 'GBR', source: 'district', addresses: [] };
    },
  };
}

export type AddressLookupService = ReturnType<typeof createAddressLookup>;
