// A member's favourite boxes: product cards for the Favourites tab, ids for the heart on every
// product card and page (one call per page for a signed-in member).
import { GENERIC_CODES } from '@shop/shared/api';
import { FAVOURITES_MAX } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { boxExists } from '../catalogue/box-sale.js';
import { BOX_SELECT, toBoxDetail, type BoxRow } from '../catalogue/boxes.js';
import { lockMember } from '../members/rows.js';

export const unknownBox = () => new ApiError(404, GENERIC_CODES.format, 'We could not find that item.');

export function createFavouritesService(db: Db) {
  const ids = async (memberId: string) => (await db.query<{ box_id: string }>('SELECT box_id FROM favourite_boxes WHERE member_id = $1 ORDER BY created_at DESC, box_id', [memberId])).map((r) => r.box_id);

  return {
    ids,

    async list(memberId: string) {
      const rows = await db.query<BoxRow>(
        `${BOX_SELECT} JOIN favourite_boxes f ON f.box_id = b.box_id
         WHERE f.member_id = $1 ORDER BY f.created_at DESC, b.box_id LIMIT ${FAVOURITES_MAX}`,
        [memberId],
      );
      return rows.map(toBoxDetail);
    },

    /** Adds a favourite (again is fine: the heart may be pressed twice); answers the ids now held. */
    async add(memberId: string, boxId: string) {
      await db.transaction(async (tx) => {
        // The member row's lock keeps two concurrent adds from both passing the limit.
        await lockMember(tx, memberId);
        if (!(await boxExists(tx, boxId))) throw unknownBox();
        const [held] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM favourite_boxes WHERE member_id = $1 AND box_id <> $2', [memberId, boxId]);
        if (Number(held!.n) >= FAVOURITES_MAX) throw new ApiError(409, GENERIC_CODES.tooMany, `You can keep up to ${FAVOURITES_MAX} favourites. Remove one to add another.`);
        await tx.query('INSERT INTO favourite_boxes (member_id, box_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [memberId, boxId]);
      });
      return ids(memberId);
    },

    /** Removes a favourite (one not held is already removed); answers the ids now held. */
    async remove(memberId: string, boxId: string) {
      await db.query('DELETE FROM favourite_boxes WHERE member_id = $1 AND box_id = $2', [memberId, boxId]);
      return ids(memberId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
