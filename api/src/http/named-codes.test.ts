// No bare §8 code in the API (issue 34 §1): a failure's code is read from its resource's codes
// object in @shop/shared/api (ADDRESS_CODES, BASKET_CODES, GENERIC_CODES…) or @shop/shared/rules
// (UNLOCK_CODES, BANK_ACCOUNT_CODES…), never written as a number where it is thrown, so each code is
// written once and the remotes compare against the same name. Every non-test .ts file under api/src
// is read (parsed with swc, as modules/module-edges.test does), and these fail when their code is a
// numeric literal: the second argument of `ApiError(…)`, the first of `failure(…)` (the envelope),
// an object's `code: 1234` (a body sent by hand), a value of a route's field codes (an object
// typed `FieldCodes`, or a route config's `fieldCodes: { … }`), and a caught failure's code compared
// with a number (`error.code === 1032`).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { parseSync } from '@swc/core';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bare codes that still stand, as `file: what` (no line, so an edit above one does not move it).
 * This list ONLY SHRINKS: name the code and delete the line. Never add one.
 */
const BASELINE: readonly string[] = [];

/** Non-test TypeScript files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type Node = Record<string, any>;

/** A number written as such: `5`, `-1`, `(1002)`. */
const isNumber = (node: Node | undefined): boolean =>
  !!node &&
  (node.type === 'NumericLiteral' ||
    (node.type === 'UnaryExpression' && (node.operator === '-' || node.operator === '+') && isNumber(node.argument)) ||
    (node.type === 'ParenthesisExpression' && isNumber(node.expression)) ||
    (node.type === 'TsAsExpression' && isNumber(node.expression)) ||
    (node.type === 'TsConstAssertion' && isNumber(node.expression)));

/** The name a call or `new` calls: `ApiError` for `new ApiError(…)` and `errors.ApiError(…)`. */
const calleeName = (callee: Node | undefined): string | undefined =>
  callee?.type === 'Identifier' ? callee.value : callee?.type === 'MemberExpression' && callee.property?.type === 'Identifier' ? callee.property.value : undefined;

const keyOf = (key: Node | undefined): string | undefined => (key?.type === 'Identifier' || key?.type === 'StringLiteral' ? key.value : undefined);

/** `FieldCodes` (a route's codes for its schema failures, errors-plugin.ts) or `FieldCodes[string]` (one field's). */
const isFieldCodesType = (type: Node | undefined): boolean =>
  !!type && ((type.type === 'TsTypeReference' && type.typeName?.type === 'Identifier' && type.typeName.value === 'FieldCodes') || (type.type === 'TsIndexedAccessType' && isFieldCodesType(type.objectType)));

/** The numbers written as values in an object of field codes (`{ email: 1028 }`, `{ password: { required: 1029 } }`). */
function numbersIn(node: Node | undefined): Node[] {
  if (!node) return [];
  if (isNumber(node)) return [node];
  if (node.type !== 'ObjectExpression') return [];
  return node.properties.flatMap((p: Node) => (p.type === 'KeyValueProperty' ? numbersIn(p.value) : []));
}

/** Each bare code in `source`, as `line: what` (line counted from 1). */
export function bareCodes(source: string): string[] {
  const module = parseSync(source, { syntax: 'typescript', tsx: false, target: 'es2022' });
  const bytes = Buffer.from(source, 'utf8');
  // swc counts bytes from 1 for each parse; a span that does not land on its number gives no line.
  const lineOf = (node: Node) => {
    const offset = node.span.start - 1;
    if (offset < 0 || !/^[-+(0-9]/.test(bytes.subarray(offset, offset + 1).toString())) return '?';
    return String(bytes.subarray(0, offset).toString('utf8').split('\n').length);
  };
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'NewExpression' || n.type === 'CallExpression') {
      const name = calleeName(n.callee);
      const code = name === 'ApiError' ? n.arguments?.[1]?.expression : name === 'failure' ? n.arguments?.[0]?.expression : undefined;
      if (isNumber(code)) found.push(`${lineOf(code)}: ${name}(…) with the bare code ${numberText(code)}`);
    } else if (n.type === 'KeyValueProperty') {
      const key = keyOf(n.key);
      if (key === 'code' && isNumber(n.value)) found.push(`${lineOf(n.value)}: code: with the bare code ${numberText(n.value)}`);
      if (key === 'fieldCodes') for (const num of numbersIn(n.value)) found.push(`${lineOf(num)}: field codes with the bare code ${numberText(num)}`);
    } else if (n.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(n.operator)) {
      const isCode = (side: Node | undefined) => side?.type === 'MemberExpression' && side.property?.type === 'Identifier' && side.property.value === 'code';
      const number = isCode(n.left) && isNumber(n.right) ? n.right : isCode(n.right) && isNumber(n.left) ? n.left : undefined;
      if (number) found.push(`${lineOf(number)}: a code compared with the bare code ${numberText(number)}`);
    } else if (n.type === 'VariableDeclarator' && isFieldCodesType(n.id?.typeAnnotation?.typeAnnotation)) {
      for (const num of numbersIn(n.init)) found.push(`${lineOf(num)}: field codes with the bare code ${numberText(num)}`);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'span' && typeof value === 'object') visit(value);
  };
  visit(module.body);
  return found;
}

/** `5`, `-1`: the number as written (enough to find it). */
function numberText(node: Node): string {
  if (node.type === 'NumericLiteral') return String(node.value);
  if (node.type === 'UnaryExpression') return `${node.operator}${numberText(node.argument)}`;
  return numberText(node.expression);
}

describe('failure codes in the API are named', () => {
  it('finds a bare code, and only those (the check itself)', () => {
    const source = [
      "throw new ApiError(404, 5, 'No such thing');",
      "const e = () => new ApiError(\n  409,\n  2030,\n  'Too many',\n);",
      "reply.send(failure(-1, 'draining'));",
      "reply.send({ error: 'invalid_grant', code: 7 });",
      "const w = { warning: { 'code': 2050, message: 'Out of stock' } };",
      'export const codes: FieldCodes = { email: { required: 1027, default: AUTH_CODES.emailInvalid }, name: 1010 };',
      'export const one: FieldCodes[string] = { required: 1029 };',
      "app.post('/x', { config: { auth: 'member', fieldCodes: { card: 1520, voucher: VOUCHER_CODES.badFormat } } }, handler);",
      // Named codes, the HTTP status, a house code and a status code of a reply pass.
      "throw new ApiError(404, BASKET_CODES.notFound, 'Not in your basket');",
      "throw new ApiError(400, 'C000', 'Generic');",
      'throw new ApiError(err.status, err.code, err.message);',
      "reply.code(404).send(failure(GENERIC_CODES.system, 'x'));",
      'const n = { status: 404, quantity: 5, codes: 3 };',
      "export const named: FieldCodes = { ...others, email: EMAIL_CODES, id: 'C000' };",
      "// throw new ApiError(400, 5, 'in a comment');",
      "const s = 'new ApiError(400, 5, in a string)';",
      'if (error instanceof ApiError && error.code === 1032) throw taken();',
      'if (err.code !== AUTH_CODES.wrongCredentials && res.statusCode === 401) retry();',
    ].join('\n');
    assert.deepEqual(bareCodes(source), [
      '1: ApiError(…) with the bare code 5',
      '4: ApiError(…) with the bare code 2030',
      '7: failure(…) with the bare code -1',
      '8: code: with the bare code 7',
      '9: code: with the bare code 2050',
      '10: field codes with the bare code 1027',
      '10: field codes with the bare code 1010',
      '11: field codes with the bare code 1029',
      '12: field codes with the bare code 1520',
      '21: a code compared with the bare code 1032',
    ]);
  });

  it('has no bare code in api/src beyond the baseline (tests excluded), and the baseline holds none that is gone', () => {
    const files = sourceFiles(SRC);
    assert.ok(files.length > 100, `expected the API's source files, found ${files.length}`);
    const bare = files.flatMap((file) => bareCodes(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file).split(sep).join('/')}:${hit}`));
    const allowed = [...BASELINE];
    const added = bare.filter((hit) => {
      const i = allowed.indexOf(hit.replace(/:[0-9?]+:/, ':'));
      if (i < 0) return true;
      allowed.splice(i, 1);
      return false;
    });
    assert.deepEqual(
      added,
      [],
      `bare failure codes: name each in its resource's codes object (shared/src/api/<resource>.ts, GENERIC_CODES in shared/src/api/common.ts for §8's generic ones, or the resource's *_CODES in @shop/shared/rules) and throw with the name:\n${added.join('\n')}`,
    );
    assert.deepEqual(allowed, [], `these baseline codes are named now (or gone); delete them from BASELINE: ${allowed.join('; ')}`);
  });
});
