// Development conveniences (the outbox and tracking pages, the test card provider's 3-D Secure
// page) answer only a browser on the machine the API runs on (issue 31 §1). Judged by the
// socket's own peer, which no header can change; a client a trusted proxy names must be local
// too, so a proxy on this machine does not open them to the world.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

export const fromThisMachine = (req: FastifyRequest) => isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);

/** An onRequest hook: anyone else meets the shop's Page Not Found, as if the route were not there. */
export async function thisMachineOnly(req: FastifyRequest, reply: FastifyReply) {
  if (!fromThisMachine(req)) return reply.callNotFound();
}
