// How the shop's e-mails to customers are written (issue 33 §7): every one ends with the same
// sign-off, and the word is spelt 'e-mail' (the spelling most of the shop's own text used), in
// e-mails as on the pages, in the seed content and in the API's messages. email-text.test.ts
// reads every builder's output and every outbox writer to hold both.

/** The last lines of every e-mail to a customer. */
export const SIGN_OFF = ['Best wishes,', 'The Little Loop team'] as const;

/** An e-mail's body from its lines: the lines, a blank line, then the sign-off. */
export function signed(lines: readonly string[]): string {
  const body = [...lines];
  while (body.length && body[body.length - 1] === '') body.pop();
  return [...body, '', ...SIGN_OFF].join('\n');
}

/**
 * 'email' written as a word in prose (not an address, a link, a field name or a code's key): the
 * spelling the shop does not use. The places it is allowed in text are the ones no customer reads.
 */
export const MISSPELT_EMAIL = /(?<![\w@./:=?&{<(-])emails?\b(?![\w@/}>-]|\.\w|:\w|['"]?\s*[:=(])/i;
