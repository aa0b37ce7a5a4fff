// UK postcodes and distances for nearest-store look-ups.
//
// Where a postcode is: a provider adapter (postcodes.io, `POSTCODE_LOOKUP_URL`) when one is
// configured, else the embedded default: the centre of the postcode's district (outward code,
// postcode-districts.ts), and only when the district is unknown the centre of its area.
import { DISTRICT_CENTRES } from './postcode-districts.js';

const POSTCODE = /^([A-Z]{1,2})([0-9][A-Z0-9]?)(?: ?([0-9][A-Z]{2}))?$/;
const normalised = (input: string) => input.trim().toUpperCase().replace(/\s+/g, ' ');

/** The area of a full postcode ("SW11 1NZ"), an outward code ("SW11") or an area ("SW"). */
export function postcodeArea(input: string): string | null {
  const pc = normalised(input);
  if (/^[A-Z]{1,2}$/.test(pc)) return pc;
  const m = POSTCODE.exec(pc);
  return m ? m[1]! : null;
}

/** The district (outward code) of a full postcode or an outward code: "SW1A 1AA" -> "SW1A". */
export function postcodeDistrict(input: string): string | null {
  const m = POSTCODE.exec(normalised(input));
  return m ? m[1]! + m[2]! : null;
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

export interface PostcodePosition {
  lat: number;
  lon: number;
  /** What the position is the centre of: the postcode itself, its district or its area. */
  precision: 'postcode' | 'district' | 'area';
  area: string;
  district: string | null;
  /** Where the postcode is, for people: the provider's district name, else the post town. */
  town: string | null;
  /** The area's post town (what an address needs). */
  postTown: string;
}

/** A provider that knows where a full postcode is; null when it does not know it (or is unreachable). */
export type PostcodeProvider = (postcode: string) => Promise<{ lat: number; lon: number; town: string | null } | null>;

/**
 * The postcodes.io adapter: GET {base}/postcodes/{postcode} answers `result.latitude`,
 * `result.longitude` (null for a few postcodes without a grid reference) and `admin_district`.
 * Any failure (404, timeout, network) answers null, so the embedded default takes over.
 */
export function postcodesIoProvider(baseUrl: string, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): PostcodeProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return async (postcode) => {
    try {
      const res = await fetch(`${base}/postcodes/${encodeURIComponent(normalised(postcode))}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      const body = (await res.json()) as { result?: { latitude?: unknown; longitude?: unknown; admin_district?: unknown } | null };
      const r = body.result;
      if (!r || typeof r.latitude !== 'number' || typeof r.longitude !== 'number') return null;
      return { lat: r.latitude, lon: r.longitude, town: typeof r.admin_district === 'string' ? r.admin_district : null };
    } catch {
      return null;
    }
  };
}

type AreaCentre = (area: string) => Promise<{ lat: number; lon: number; town: string } | null>;

/**
 * Finds a postcode's position: the provider first (full postcodes only), then the district's
 * centre, then the area's. Null when the input is not a postcode's form; the area is unknown otherwise.
 */
export function createPostcodeLocator({ provider, areaCentre }: { provider?: PostcodeProvider | null; areaCentre: AreaCentre }) {
  return async function locate(input: string): Promise<PostcodePosition | { unknownArea: string } | null> {
    const area = postcodeArea(input);
    if (!area) return null;
    const district = postcodeDistrict(input);
    const areaRow = await areaCentre(area);
    if (!areaRow) return { unknownArea: area };
    const full = POSTCODE.exec(normalised(input))?.[3];
    if (provider && full) {
      const found = await provider(input);
      if (found) return { lat: found.lat, lon: found.lon, precision: 'postcode', area, district, town: found.town ?? areaRow.town, postTown: areaRow.town };
    }
    // An unlisted lettered district (SW1Z) still has its undivided district (SW1).
    const centre = district ? (DISTRICT_CENTRES[district] ?? DISTRICT_CENTRES[district.replace(/(\d)[A-Z]$/, '$1')]) : undefined;
    if (centre) return { lat: centre[0], lon: centre[1], precision: 'district', area, district, town: areaRow.town, postTown: areaRow.town };
    return { lat: areaRow.lat, lon: areaRow.lon, precision: 'area', area, district, town: areaRow.town, postTown: areaRow.town };
  };
}
