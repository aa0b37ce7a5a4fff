// A member's children (issue 37 'Outgrown'): kept as a month and, if given, a height, with the
// member's consent; each answered with where the child stands now (the shared outgrown table).
import {
  ageInMonths,
  CHILD_DUE_MONTHS_AHEAD,
  CHILD_MAX_AGE_YEARS,
  CHILDREN_CODES as CODES,
  CHILDREN_MAX,
  CLOTHING_LISTING,
  OUTGROWN_STAGES,
  outgrownByAll,
  outgrownNow,
  SELL_BACK_STAGE_BY_CATEGORY,
  stageListingUrl,
  type Child,
  type KindNow,
  type OutgrownItem,
} from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { inStockBySize } from '../catalogue/stock.js';
import { ApiError } from '../../http/envelope.js';
import { lockMember } from '../members/rows.js';
import { boughtItems } from '../orders/order-detail.js';
import { buyInModel } from '../quotations/buy-in-models.js';

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
  const stagesOf = (r: Row) => outgrownNow({ born: r.born_month, ...(r.height_cm === null ? {} : { heightCm: r.height_cm }) }, now());
  const nextClothes = (stages: KindNow[]) => stages.find((s) => s.kind === 'clothing' && s.next?.shopSize && s.nextDue);
  /** The children as the API answers them, with their next clothes size counted in stock (one query for all). */
  const views = async (rows: Row[]): Promise<Child[]> => {
    const stages = rows.map(stagesOf);
    const sizes = [...new Set(stages.map((s) => nextClothes(s)?.next?.shopSize).filter((x): x is string => Boolean(x)))];
    const stock = await inStockBySize(db, CLOTHING_LISTING.superCatId, sizes);
    return rows.map((r, i) => {
      const clothes = nextClothes(stages[i]!);
      const next = clothes?.next;
      const comingUp = next?.shopSize && clothes?.nextDue ? { stageId: next.id, label: next.label, due: clothes.nextDue, inStock: stock.get(next.shopSize) ?? 0, url: stageListingUrl(next)! } : null;
      return { childId: String(r.child_id), born: r.born_month, heightCm: r.height_cm, addedAt: new Date(r.created_at).toISOString(), stages: stages[i]!, comingUp };
    });
  };
  const view = async (r: Row): Promise<Child> => (await views([r]))[0]!;
  /** A month of birth no more than 12 years back, or a due month no more than 10 ahead. */
  const checkBorn = (born: string) => {
    const age = ageInMonths(born, now());
    if (age > CHILD_MAX_AGE_YEARS * 12 || age < -CHILD_DUE_MONTHS_AHEAD) throw childErrors.born();
  };

  return {
    async list(memberId: string) {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM member_children WHERE member_id = $1 ORDER BY born_month, child_id`, [memberId]);
      return { children: await views(rows), max: CHILDREN_MAX };
    },

    async add(memberId: string, input: { born: string; heightCm?: number }) {
      checkBorn(input.born);
      const row = await db.transaction(async (tx) => {
        // One at a time per member, so two quick adds cannot both pass the count.
        await lockMember(tx, memberId);
        const [held] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM member_children WHERE member_id = $1', [memberId]);
        if (held!.count >= CHILDREN_MAX) throw childErrors.tooMany();
        const [row] = await tx.query<Row>(`INSERT INTO member_children (member_id, born_month, height_cm, consented_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
          memberId,
          input.born,
          input.heightCm ?? null,
          now(),
        ]);
        return row!;
      });
      // Counted once the child is written, outside the transaction (PGlite runs one query at a time).
      return { child: await view(row) };
    },

    async change(memberId: string, childId: string, input: { born: string; heightCm: number | null }) {
      checkBorn(input.born);
      const [row] = await db.query<Row>(`UPDATE member_children SET born_month = $3, height_cm = $4 WHERE member_id = $1 AND child_id = $2 RETURNING ${COLUMNS}`, [memberId, childId, input.born, input.heightCm]);
      if (!row) throw childErrors.notFound();
      return { child: await view(row) };
    },

    /**
     * What the member bought from the shop that every child has now outgrown (issue 37 'Outgrown?
     * Sell it back'): kit the shop buys back, by its category's stage, with the grade it was sold
     * at and the model's top offer when the shop buys that model online.
     */
    async outgrown(memberId: string): Promise<{ items: OutgrownItem[] }> {
      const children = (await db.query<Row>(`SELECT ${COLUMNS} FROM member_children WHERE member_id = $1`, [memberId])).map((r) => ({ born: r.born_month, ...(r.height_cm === null ? {} : { heightCm: r.height_cm }) }));
      if (!children.length) return { items: [] };
      const today = now();
      const items = (await boughtItems(db, memberId)).flatMap((item): OutgrownItem[] => {
        const stage = OUTGROWN_STAGES.find((s) => s.id === SELL_BACK_STAGE_BY_CATEGORY[item.categoryId]);
        if (!stage || !outgrownByAll(children, stage.id, today)) return [];
        const model = buyInModel(item.masterBoxId);
        const sellBack = model && { masterBoxId: model.masterBoxId, categoryId: model.categoryId, cashPence: model.top.cash, exchangePence: model.top.exchange };
        // The grade it was sold at (the order's box): the sell-back's condition answer starts there.
        return [{ orderId: item.orderId, orderNumber: item.orderNumber, boughtAt: item.boughtAt, boxId: item.boxId, boxName: item.boxName, stage: { id: stage.id, label: stage.label }, grade: item.grade, sellBack }];
      });
      return { items };
    },

    async remove(memberId: string, childId: string) {
      const rows = await db.query('DELETE FROM member_children WHERE member_id = $1 AND child_id = $2 RETURNING child_id', [memberId, childId]);
      if (!rows.length) throw childErrors.notFound();
      return { deleted: true };
    },
  };
}

export type ChildrenService = ReturnType<typeof createChildrenService>;
