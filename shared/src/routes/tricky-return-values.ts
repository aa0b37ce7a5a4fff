// Issue 31 §3: return/next/back values an attacker would try, as the page reads them (already
// decoded from the query). Shared by same-origin-path's unit test and the browser journey
// (e2e/tests/return-params.spec.ts), which sends each one to every entry point, and the API's tests
// (@shop/shared/routes/testing). Test data only: not exported from @shop/shared/routes.

/** Values that lead off the shop, or to no page at all: each must give the fallback. */
export function valuesThatLeave(origin: string): string[] {
  const { host, protocol } = new URL(origin);
  const otherScheme = protocol === 'https:' ? 'http:' : 'https:';
  return [
    // The browser drops TAB, LF and CR before it resolves: '/\t/x' is '//x', another site.
    '/\t/evil.example/tab',
    '/\n/evil.example/lf',
    '/\r/evil.example/cr',
    '/\r\n/evil.example/crlf',
    '\t//evil.example/',
    ' //evil.example/',
    // Protocol-relative, in every spelling the parser accepts ('\' is '/' in http URLs).
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '\\/evil.example/',
    '/\\/evil.example/',
    '//evil\u3002example/',
    // Resolves to a path that, read again, is another site.
    '/.//evil.example/',
    '/x/..//evil.example/',
    // Absolute, or the shop's host as mere userinfo.
    'http://evil.example/',
    'https://evil.example/',
    // Another scheme without slashes is another site too (the same scheme would be a path).
    `${otherScheme}evil.example`,
    `//${host}@evil.example/`,
    `http://${host}@evil.example/`,
    'http://user:password@evil.example/',
    `${origin}.evil.example/`,
    // Script and other schemes.
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(document.domain)',
    'java\tscript:alert(document.domain)',
    ' javascript:alert(document.domain)',
    'javascript://%0aalert(document.domain)',
    'data:text/html,<script>alert(document.domain)</script>',
    `blob:${origin}/0b1d`,
    'mailto:someone@evil.example',
  ];
}

/** Values that look dangerous but stay on the shop (encoded slashes are not slashes): kept as paths of it. */
export function valuesThatStay(origin: string): Array<[value: string, path: string]> {
  return [
    ['%2F%2Fevil.example/', '/%2F%2Fevil.example/'],
    ['/%2F/evil.example/', '/%2F/evil.example/'],
    ['/%5Cevil.example/', '/%5Cevil.example/'],
    ['/%09/evil.example/', '/%09/evil.example/'],
    [`${new URL(origin).protocol}evil.example`, '/evil.example'],
    [`${origin}\\@evil.example/`, '/@evil.example/'],
    [`http://user:password@${new URL(origin).host}/products`, '/products'],
  ];
}
