// What an order may ask of the boxes it holds (boxes and grades are this module's tables, issue
// 34 §3): each box's grade, its grade's name, its photo views and where it sits in the catalogue.
import type { Queryable } from '../../db/db.js';

export interface OrderedBox {
  masterBoxId: string;
  categoryId: number;
  grade: string;
  /** null when the grade is not in the grades list. */
  gradeName: string | null;
  imageViews: number[];
}

/** These boxes' facts, keyed by box id; a box that does not exist is left out. */
export async function orderedBoxes(q: Queryable, boxIds: string[]): Promise<Map<string, OrderedBox>> {
  if (boxIds.length === 0) return new Map();
  const rows = await q.query<{ box_id: string; master_box_id: string; category_id: number; grade: string; grade_name: string | null; image_views: number[] }>(
    'SELECT b.box_id, b.master_box_id, b.category_id, b.grade, g.grade_name, b.image_views FROM boxes b LEFT JOIN grades g ON g.grade = b.grade WHERE b.box_id = ANY($1::text[])',
    [boxIds],
  );
  return new Map(rows.map((r) => [r.box_id, { masterBoxId: r.master_box_id, categoryId: r.category_id, grade: r.grade, gradeName: r.grade_name, imageViews: r.image_views }]));
}
