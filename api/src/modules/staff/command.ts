// One staff CLI command (cli.ts): its usage line, how it reads its arguments, and what it does.
// Goods-in commands run through the same service as the staff API (goods-in.ts), as the staff
// account named by STAFF_EMAIL, so the history says who did it.
import { userInfo } from 'node:os';
import type { Db } from '../../db/db.js';
import type { BoxPhotoDesk } from './box-photos.js';
import type { GoodsIn } from './goods-in.js';
import type { InspectionPhotos } from './inspection-photos.js';

export interface GoodsInContext {
  db: Db;
  goodsIn: GoodsIn;
  inspectionPhotos: InspectionPhotos;
  boxPhotos: BoxPhotoDesk;
  staffId: string;
  print: (line: string) => void;
}

export interface GoodsInCommand<T> {
  usage: string;
  /** The command's arguments, or null when they are not its shape. */
  parse(args: string[]): T | null;
  run(ctx: GoodsInContext, input: T): Promise<void>;
}

/** The staff account a command acts as: STAFF_EMAIL's, active. */
export async function staffIdOf(db: Db, email: string | undefined): Promise<string | null> {
  if (!email) return null;
  const [row] = await db.query<{ staff_id: string }>("SELECT staff_id FROM staff_accounts WHERE lower(email) = lower($1) AND status = 'active'", [email.trim()]);
  return row?.staff_id ?? null;
}

/** Who a CLI change is kept as: the staff account of STAFF_EMAIL, else cli:<user> (characters a publisher id allows). */
export async function cliPublisher(db: Db): Promise<string> {
  const staffId = await staffIdOf(db, process.env.STAFF_EMAIL);
  if (staffId) return staffId;
  const user = (userInfo().username || 'unknown').replace(/[^A-Za-z0-9._@-]/g, '-').slice(0, 64);
  return `cli:${user}`;
}
