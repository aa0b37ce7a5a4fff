// Spam protection shared by every enquiry form (contact, price, feedback, franchise, job
// applications): a honeypot field people never see, and a limit per address and form counted
// where every copy of the API sees it (Redis when they share one, else the unlock counters' table).
// Addresses are kept as a keyed hash, never as they are: the counters hold no personal data.
import { createHmac } from 'node:crypto';
import { ENQUIRY_CODES as C } from '@shop/shared/api';
import { ENQUIRY_RATE_LIMIT } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { EnquiryForm, SpamGuard } from '../../http/spam-guard.js';
import type { SharedStore } from '../../lib/redis.js';
import { windowLimit } from '../../lib/window-limit.js';
import { createCounters } from '../unlock/counters.js';

export type { EnquiryForm, SpamGuard } from '../../http/spam-guard.js';

export function createSpamGuard(db: Db, secret: string, shared: SharedStore | null = null, limit = ENQUIRY_RATE_LIMIT): SpamGuard {
  const inDatabase = createCounters(Math.ceil(limit.windowSeconds / 60));
  const counters = windowLimit(shared, limit.windowSeconds, (keys) => inDatabase.hit(db, keys));
  const keyOf = (ip: string, form: EnquiryForm) => `enquiry:${form}:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)}`;
  return {
    async check(req, form, honeypot) {
      if (typeof honeypot === 'string' && honeypot.trim() !== '') throw new ApiError(400, C.refused, 'We could not accept this form. Please try again.');
      const [window] = await counters.hit([keyOf(req.ip, form)]);
      if (window!.hits > limit.perWindow) {
        const minutes = Math.ceil(window!.retryAfter / 60);
        throw new ApiError(429, C.throttled, `You have sent this form several times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
          'retry-after': String(window!.retryAfter),
        });
      }
    },
  };
}
