// In the API tests every answer with a response schema is serialised twice: by the schema
// (fast-json-stringify, as in production) and by JSON.stringify. Any difference (a field the
// schema drops, a null written as "" or 0, a number rounded) fails the request with a 500 that
// names the route and the field, so a schema can never silently change what the pages read.
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

/** The first path where two JSON values differ, or null. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  return `${path || '/'}: ${JSON.stringify(b)} became ${JSON.stringify(a)}`;
}

export const checkingSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const fast = fastJsonStringify(schema as object);
  return (data: unknown) => {
    const out = fast(data);
    const plain = JSON.stringify(data);
    const difference = plain === undefined ? null : firstDifference(JSON.parse(out), JSON.parse(plain));
    if (difference) {
      const message = `response schema of ${method} ${url} (${httpStatus}) changes the answer at ${difference}`;
      process.stderr.write(`${message}\n`);
      throw new Error(message);
    }
    return out;
  };
};
