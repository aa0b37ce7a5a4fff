// Schemas of a member's children (issue 37 'Outgrown'), with the code each field's failure carries.
import { CHILD_HEIGHT_CM, CHILDREN_CODES as CODES, GRADE_CODE_PATTERN } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { nullable, objectOf, open, replies, routeSchema } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const TAG = 'children';

const bornField = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: "'YYYY-MM': the month of birth, or the due month" } as const;
const heightField = { type: 'integer', minimum: CHILD_HEIGHT_CM.min, maximum: CHILD_HEIGHT_CM.max, description: 'Height in cm, only if the member gives it' } as const;
const childParams = { type: 'object', required: ['id', 'childId'], properties: { ...idParams.properties, childId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } } as const;

const stageRef = nullable('object', { additionalProperties: true, properties: { id: { type: 'string' }, label: { type: 'string' } } });
const child = open({
  childId: { type: 'string' },
  born: { type: 'string' },
  heightCm: nullable('integer'),
  addedAt: { type: 'string', format: 'date-time' },
  stages: {
    type: 'array',
    items: open({ kind: { type: 'string' }, now: stageRef, next: stageRef, nextDue: nullable('string'), outgrown: { type: 'array', items: open({ id: { type: 'string' }, label: { type: 'string' } }) } }),
  },
  comingUp: nullable('object', {
    additionalProperties: false,
    required: ['stageId', 'label', 'due', 'inStock', 'url'],
    properties: { stageId: { type: 'string' }, label: { type: 'string' }, due: { type: 'string' }, inStock: { type: 'integer', minimum: 0 }, url: { type: 'string' } },
  }),
});

export const fieldCodes: FieldCodes = { born: CODES.born, heightCm: CODES.height, consent: CODES.consent, childId: CODES.notFound, token: CODES.linkUnknown };

export const listSchema = routeSchema(TAG, "The member's children: month of birth, height if given, and the sizes now and next", {
  params: idParams,
  response: replies(open({ children: { type: 'array', items: child }, max: { type: 'integer' } })),
});

export const addSchema = routeSchema(TAG, 'Add a child (a month of birth or due month, a height if wished), with the consent to suggest sizes from it', {
  params: idParams,
  body: { type: 'object', required: ['born', 'consent'], additionalProperties: false, properties: { born: bornField, heightCm: heightField, consent: { const: true } } },
  response: replies(open({ child }), { status: 201 }),
});

export const changeSchema = routeSchema(TAG, "Change a child's month or height (null takes the height away)", {
  params: childParams,
  body: objectOf({ born: bornField, heightCm: { ...heightField, type: ['integer', 'null'] } }),
  response: replies(open({ child })),
});

export const removeSchema = routeSchema(TAG, 'Delete a child: the row goes, nothing else keeps it', {
  params: childParams,
  response: replies(open({ deleted: { type: 'boolean' } })),
});

export const unsubscribeSchema = routeSchema(TAG, "Stop the 'coming up' e-mails from the link in one (no sign-in: the link's random token says whose); also the one-click List-Unsubscribe POST of mail apps (RFC 8058)", {
  params: { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } } },
  body: { type: 'object', additionalProperties: { type: 'string' } },
  consumes: ['application/json', 'application/x-www-form-urlencoded'],
  response: replies(open({ unsubscribed: { type: 'boolean' } })),
});

const outgrownItem = open({
  orderId: { type: 'string' },
  orderNumber: { type: 'string' },
  boughtAt: { type: 'string', format: 'date-time' },
  boxId: { type: 'string' },
  boxName: { type: 'string' },
  stage: open({ id: { type: 'string' }, label: { type: 'string' } }),
  grade: { type: 'string', pattern: GRADE_CODE_PATTERN, description: "The grade the shop sold it at (A like new, B good, C well used): the sell-back's condition answer starts there" },
  sellBack: nullable('object', {
    additionalProperties: false,
    required: ['masterBoxId', 'categoryId', 'cashPence', 'exchangePence'],
    properties: { masterBoxId: { type: 'string' }, categoryId: { type: 'integer' }, cashPence: { type: 'integer', minimum: 0 }, exchangePence: { type: 'integer', minimum: 0 } },
  }),
});

export const outgrownSchema = routeSchema(TAG, "What the member bought from the shop that every child has now outgrown, each with the model's top offer when the shop buys it back online", {
  params: idParams,
  response: replies(open({ items: { type: 'array', items: outgrownItem } })),
});
