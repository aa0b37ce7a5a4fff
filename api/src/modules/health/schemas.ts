// Schemas of the load balancer's probes (plain JSON, not the v3 envelope).
import { failureEnvelope, routeSchema } from '../../http/envelope.js';

export const healthSchema = routeSchema('health', 'Alive: the process answers', {
  response: { 200: { description: 'Alive', type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
});
export const readySchema = routeSchema('health', 'Ready: the database answers too', {
  response: {
    200: { description: 'Ready', type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ready'] }, database: { type: 'string' } } },
    503: failureEnvelope,
  },
});
