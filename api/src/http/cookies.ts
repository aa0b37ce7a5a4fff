// Reading a cookie without a cookie plugin: the few the API reads (the refresh token, the waiting
// room's passes, the release cohort and preview, the popular-searches visitor) all come through here.

/** One cookie's value from a Cookie header (no cookie plugin: the API reads only a handful). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined; // a malformed value is no pass (never a 500 for every later request)
      }
    }
  }
  return undefined;
}
