// The staff pages (issue 21 'Operations page': /ops/releases; issue 35, the goods-in bench) are served like any page (the
// deployment module's index.html), but they are nobody's to index or keep: search engines are
// told noindex (robots.txt already disallows every host page; a link from elsewhere could still
// get the address indexed without this header), and no cache keeps the page.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GOODS_IN_PARCEL_PATH, GOODS_IN_PATH, OPS_RELEASES_PATH } from '@shop/shared/rules';

const STAFF_PAGES = new Set([OPS_RELEASES_PATH, GOODS_IN_PATH, GOODS_IN_PARCEL_PATH]);

/** Whether a request is for a staff page (a trailing slash and the query ignored). */
export const isStaffPage = (url: string) => STAFF_PAGES.has(url.split(/[?#]/, 1)[0]!.replace(/\/+$/, ''));

async function staffPages(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && isStaffPage(req.url)) {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    }
    return payload;
  });
}

export default fp(staffPages, { name: 'staff-pages' });
