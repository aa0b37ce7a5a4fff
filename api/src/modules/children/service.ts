// A member's children (issue 37 'Outgrown'): kept as a month and, if given, a height, with the
// member's consent; each answered with where the child stands now (the shared outgrown table).
import { ageInMonths, CHILD_DUE_MONTHS_AHEAD, CHILD_MAX_AGE_YEARS, CHILDREN_CODES as CODES, CHILDREN_MAX, outgrownNow, type Child } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';

export const childErrors = {
  notFound: () => new ApiError(404, CODES.notFound, 'There is no such child in your account.'),
  born: () => new ApiError(400, CODES.born, `Please give a month in the last ${CHILD_MAX_AGE_YEARS} years, or a due month in the next ${CHILD_DUE_MONTHS_AHEAD}.`),
  tooMany: () => new ApiError(409, CODES.tooMany, `You can add up to ${CHILDREN_MAX} children.`),
};

interface Row {
  child_id: string | number;
  born_month: string;
  height_cm: number | null;
  created_at: Date | string;
}

const COLUMNS = 'child_id, born_month, height_cm, created_at';

export function createChildrenService(db: Db, now: () => Date = () => new Date()) {
  const view = (r: Row): Child => {
    const facts = { born: r.born_month, ...(r.height_cm === null ? {} : { heightCm: r.height_cm }) };
    return { childId: String(r.child_id), born: r.born_month, heightCm: r.height_cm, addedAt: new Date(r.created_at).toISOString(), stages: outgrownNow(facts, now()) };
  };
  /** A month of birth no more than 12 years back, or a due month no more than 10 ahead. */
  const checkBorn = (born: string) => {
    const age = ageInMonths(born, now());
    if (age > CHILD_MAX_AGE_YEARS * 12 || age < -CHILD_DUE_MONTHS_AHEAD) throw childErrors.born();
  };

  return {
    async list(memberId: string) {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM member_children WHERE member_id = $1 ORDER BY born_month, child_id`, [memberId]);
      return { children: rows.map(view), max: CHILDREN_MAX };
    },

    async add(memberId: string, input: { born: string; heightCm?: number }) {
      checkBorn(input.born);
      return db.transaction(async (tx) => {
        // One at a time per member, so two quick adds cannot both pass the count.
        await tx.query('SELECT 1 FROM members WHERE member_id = $1 FOR UPDATE', [memberId]);
        const [held] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM member_children WHERE member_id = $1', [memberId]);
        if (held!.count >= CHILDREN_MAX) throw childErrors.tooMany();
        const [row] = await tx.query<Row>(`INSERT INTO member_children (member_id, born_month, height_cm, consented_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
          memberId,
          input.born,
          input.heightCm ?? null,
          now(),
        ]);
        return { child: view(row!) };
      });
    },

    async change(memberId: string, childId: string, input: { born: string; heightCm: number | null }) {
      checkBorn(input.born);
      const [row] = await db.query<Row>(`UPDATE member_children SET born_month = $3, height_cm = $4 WHERE member_id = $1 AND child_id = $2 RETURNING ${COLUMNS}`, [memberId, childId, input.born, input.heightCm]);
      if (!row) throw childErrors.notFound();
      return { child: view(row) };
    },

    async remove(memberId: string, childId: string) {
      const rows = await db.query('DELETE FROM member_children WHERE member_id = $1 AND child_id = $2 RETURNING child_id', [memberId, childId]);
      if (!rows.length) throw childErrors.notFound();
      return { deleted: true };
    },
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
