// Schemas of the auth host (spec §7): OAuth2 token and revocation endpoints, form-encoded,
// answering in OAuth's shape ({ error, error_description } plus the §8 code), not the v3 envelope.
import { PASSWORD_MAX } from './passwords.js';

const TAG = 'auth';
const consumes = ['application/x-www-form-urlencoded'];

const oauthError = {
  description: "OAuth's error shape with the §8 code",
  type: 'object',
  required: ['error'],
  additionalProperties: true,
  properties: { error: { type: 'string' }, error_description: { type: 'string' }, code: { type: ['integer', 'string'] } },
} as const;

/** The web shop's cookie form (refresh-cookie.ts): a header a cross-site form cannot send. */
const transportHeaders = {
  type: 'object',
  properties: {
    'x-token-transport': {
      type: 'string',
      enum: ['cookie'],
      description: 'cookie: the refresh token is set and read only as the HttpOnly, SameSite=Strict cookie shop_refresh (Path=/auth), never in a body',
    },
  },
} as const;

export const tokenSchema = {
  tags: [TAG],
  summary: 'Sign in (password grant) or refresh the tokens (refresh_token grant)',
  consumes,
  headers: transportHeaders,
  body: {
    type: 'object',
    required: ['grant_type', 'client_id'],
    properties: {
      grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
      client_id: { type: 'string', maxLength: 100 },
      client_secret: { type: 'string', maxLength: 200 },
      username: { type: 'string', maxLength: 254 },
      password: { type: 'string', maxLength: PASSWORD_MAX * 4 },
      refresh_token: { type: 'string', maxLength: 200, description: 'Not needed with X-Token-Transport: cookie (the web shop): the HttpOnly cookie carries it' },
      scope: { type: 'string', enum: ['staff'], description: "'staff' signs a staff account in (its tokens carry the staff role)" },
    },
  },
  response: {
    200: {
      description: 'A token pair; with X-Token-Transport: cookie the refresh token is only in the HttpOnly cookie (Set-Cookie), never in the body',
      type: 'object',
      additionalProperties: true,
      properties: { access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' }, member_id: { type: 'string' }, staff_id: { type: 'string' }, scope: { type: 'string' } },
    },
    '4xx': oauthError,
    '5xx': oauthError,
  },
};

export const revokeSchema = {
  tags: [TAG],
  summary: 'Revoke a refresh token (RFC 7009: the same answer whether it was known or not)',
  consumes,
  headers: transportHeaders,
  body: {
    type: 'object',
    required: ['client_id'],
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200, description: 'Not needed with X-Token-Transport: cookie: the cookie names the session (and is cleared)' },
      client_id: { type: 'string', maxLength: 100 },
      client_secret: { type: 'string', maxLength: 200 },
    },
  },
  response: { 200: { description: 'Revoked (or never known)', type: 'object', additionalProperties: false, properties: {} }, '4xx': oauthError, '5xx': oauthError },
};
