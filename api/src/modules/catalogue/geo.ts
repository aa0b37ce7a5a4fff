// UK postcodes and distances for nearest-store look-ups.

/** The area of a full postcode ("SW11 1NZ"), an outward code ("SW11") or an area ("SW"). */
export function postcodeArea(input: string): string | null {
  const pc = input.trim().toUpperCase().replace(/\s+/g, ' ');
  const m = /^([A-Z]{1,2})(?:[0-9][A-Z0-9]?(?: ?[0-9][A-Z]{2})?)?$/.exec(pc);
  return m ? m[1]! : null;
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}
