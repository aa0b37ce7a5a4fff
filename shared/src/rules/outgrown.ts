// What a child wears and uses now, and what comes next (issue 37 'Outgrown'): one table of the
// stages children go through, by age and, where makers size by it, by height. The shop reads it to
// suggest the next size when it is due and to offer to buy back what was outgrown; staff read it
// as it is here. A child is only a month of birth (or due date) and, if the member gives it, a
// height: nothing else about them is needed.
//
// Sources for the bands: UK retailers' size charts (age bands with the height each is cut for,
// as Next, M&S and John Lewis publish them); UN ECE R129 (i-Size): car seats by the child's
// height, rear-facing until at least 15 months; UK law: a child seat until 12 years or 135 cm;
// makers' limits for carrycots, Moses baskets, cots and cot beds; the NHS: solid food (and so a
// highchair) from around 6 months.

/** The kinds of things a child outgrows, each with its own run of stages. */
export type OutgrownKind = 'clothing' | 'shoes' | 'car-seat' | 'pushchair' | 'sleep' | 'feeding';

export interface Stage {
  kind: OutgrownKind;
  /** Stable id, used in links and stored suggestions: 'clothing-6-9m'. */
  id: string;
  /** As the shop writes it: '6–9 months'. */
  label: string;
  /** Age the stage starts and ends, in whole months (the end is where the next one starts). */
  fromMonths: number;
  toMonths: number;
  /** Height the stage is cut for, where makers size by it (cm, up to and including `toCm`). */
  toCm?: number;
  /** The catalogue's size for it (a box's `size`, the listing's size filter), where the shop sells it by size. */
  shopSize?: string;
}

const months = (from: number, to: number) => ({ fromMonths: from, toMonths: to });
// The catalogue writes its sizes with a hyphen ('6-9 months'); the shop's words use an en dash.
const clothing = (id: string, label: string, from: number, to: number, toCm: number): Stage => ({
  kind: 'clothing',
  id: `clothing-${id}`,
  label,
  ...months(from, to),
  toCm,
  shopSize: label.replace('–', '-'),
});

/** Every stage, each kind's in order. Clothing heights are the top of each band on UK charts. */
export const OUTGROWN_STAGES: readonly Stage[] = [
  clothing('newborn', 'Newborn', 0, 1, 56),
  clothing('0-3m', '0–3 months', 1, 3, 62),
  clothing('3-6m', '3–6 months', 3, 6, 68),
  clothing('6-9m', '6–9 months', 6, 9, 74),
  clothing('9-12m', '9–12 months', 9, 12, 80),
  clothing('12-18m', '12–18 months', 12, 18, 86),
  clothing('18-24m', '18–24 months', 18, 24, 92),
  clothing('2-3y', '2–3 years', 24, 36, 98),
  clothing('3-4y', '3–4 years', 36, 48, 104),
  clothing('4-5y', '4–5 years', 48, 60, 110),
  clothing('5-6y', '5–6 years', 60, 72, 116),
  clothing('6-7y', '6–7 years', 72, 84, 122),
  clothing('7-8y', '7–8 years', 84, 96, 128),
  clothing('8-9y', '8–9 years', 96, 108, 134),
  clothing('9-10y', '9–10 years', 108, 120, 140),
  clothing('10-11y', '10–11 years', 120, 132, 146),
  clothing('11-12y', '11–12 years', 132, 144, 152),
  // UK children's shoe sizes, as fitters measure them at these ages.
  { kind: 'shoes', id: 'shoes-0-2', label: 'Baby shoes, sizes 0–2', ...months(0, 6) },
  { kind: 'shoes', id: 'shoes-2-3.5', label: 'First walkers, sizes 2–3½', ...months(6, 12) },
  { kind: 'shoes', id: 'shoes-3.5-5', label: 'Toddler shoes, sizes 3½–5', ...months(12, 18) },
  { kind: 'shoes', id: 'shoes-5-6', label: 'Toddler shoes, sizes 5–6', ...months(18, 24) },
  { kind: 'shoes', id: 'shoes-6-8', label: 'Children’s shoes, sizes 6–8', ...months(24, 36) },
  { kind: 'shoes', id: 'shoes-8-9.5', label: 'Children’s shoes, sizes 8–9½', ...months(36, 48) },
  { kind: 'shoes', id: 'shoes-9.5-11', label: 'Children’s shoes, sizes 9½–11', ...months(48, 60) },
  { kind: 'shoes', id: 'shoes-11-12.5', label: 'Children’s shoes, sizes 11–12½', ...months(60, 72) },
  // R129 (i-Size): by height; rear-facing until at least 15 months whatever the height.
  { kind: 'car-seat', id: 'car-seat-infant', label: 'Infant carrier (i-Size 40–75 cm)', ...months(0, 15), toCm: 75 },
  { kind: 'car-seat', id: 'car-seat-toddler', label: 'Toddler seat (i-Size 76–105 cm)', ...months(15, 48), toCm: 105 },
  { kind: 'car-seat', id: 'car-seat-booster', label: 'High-back booster (i-Size 100–150 cm)', ...months(48, 144), toCm: 150 },
  // A carrycot until the baby sits up (about 6 months, or its maker's weight limit), then the seat unit.
  { kind: 'pushchair', id: 'pushchair-carrycot', label: 'Carrycot', ...months(0, 6) },
  { kind: 'pushchair', id: 'pushchair-seat', label: 'Pushchair seat unit', ...months(6, 48) },
  { kind: 'sleep', id: 'sleep-moses', label: 'Moses basket or crib', ...months(0, 6) },
  { kind: 'sleep', id: 'sleep-cot-bed', label: 'Cot or cot bed', ...months(6, 48), toCm: 90 },
  { kind: 'sleep', id: 'sleep-bed', label: 'Junior or single bed', ...months(48, 144) },
  { kind: 'feeding', id: 'feeding-bottles', label: 'Bottles and feeding pillow', ...months(0, 6) },
  { kind: 'feeding', id: 'feeding-highchair', label: 'Highchair and weaning', ...months(6, 36) },
  { kind: 'feeding', id: 'feeding-booster', label: 'Booster seat at the table', ...months(36, 72) },
];

/** A child as the shop may know one: a month of birth (or due date) and, if given, a height. */
export interface ChildFacts {
  /** 'YYYY-MM': the month of birth, or the due month before the birth. */
  born: string;
  heightCm?: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 of a 'YYYY-MM' (January 2026 is 2026 * 12). */
function monthIndex(month: string): number {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** Whole months from `born` ('YYYY-MM') to `on`; negative before the due month. */
export function ageInMonths(born: string, on: Date): number {
  return on.getUTCFullYear() * 12 + on.getUTCMonth() - monthIndex(born);
}

/** 'YYYY-MM' `count` months after `born`. */
export function monthAfter(born: string, count: number): string {
  const index = monthIndex(born) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface KindNow {
  kind: OutgrownKind;
  /** The stage the child is in now (null when past the last one the shop sells). */
  now: Stage | null;
  /** The stage after it, and the month it is due by age. */
  next: Stage | null;
  nextDue: string | null;
  /** Stages the child has left behind: what the member may sell back. */
  outgrown: Stage[];
}

/**
 * Where a child stands in one kind: by age, moved on by height where the stages are cut by it
 * (a tall child is in the next clothing size early). A car seat never moves on by height before
 * 15 months: R129 keeps a baby rear-facing in the infant carrier until then.
 */
function standing(kind: OutgrownKind, child: ChildFacts, on: Date): KindNow {
  const stages = OUTGROWN_STAGES.filter((s) => s.kind === kind);
  const age = Math.max(0, ageInMonths(child.born, on));
  let index = stages.findIndex((s) => age < s.toMonths);
  if (index === -1) index = stages.length;
  const height = child.heightCm;
  const tooTall = (s: Stage) => height !== undefined && s.toCm !== undefined && height > s.toCm;
  const rearFacing = kind === 'car-seat' && age < 15;
  while (index < stages.length && tooTall(stages[index]!) && !rearFacing) index++;
  const now = stages[index] ?? null;
  const next = stages[index + 1] ?? null;
  // Due when the child reaches its age (a tall child's size moved on now; its next is still by age).
  const nextDue = next ? monthAfter(child.born, next.fromMonths) : null;
  return { kind, now, next, nextDue, outgrown: stages.slice(0, index) };
}

const KINDS: readonly OutgrownKind[] = ['clothing', 'shoes', 'car-seat', 'pushchair', 'sleep', 'feeding'];

/** For each kind, the child's stage now, the next one and when it is due, and what was outgrown. */
export function outgrownNow(child: ChildFacts, on: Date): KindNow[] {
  return KINDS.map((kind) => standing(kind, child, on));
}

/** The clothing super-category (§3): what a clothing stage's size is listed under. */
/** Where the shop lists clothes, which it sells by size (the catalogue's super category 2). */
export const CLOTHING_LISTING = { superCatId: 2, superCatName: 'Clothing' } as const;

/** The listing of what the shop has in a stage's size ('/products?superCatId=2&…&size=9-12 months'), or null. */
export function stageListingUrl(stage: Pick<Stage, 'kind' | 'shopSize'>): string | null {
  if (stage.kind !== 'clothing' || !stage.shopSize) return null;
  return `/products?superCatId=${CLOTHING_LISTING.superCatId}&superCatName=${CLOTHING_LISTING.superCatName}&size=${encodeURIComponent(stage.shopSize)}`;
}

/**
 * The kinds of kit the shop buys back, by the catalogue's category (its §5 funnel): the stage a
 * thing of that category serves. A combination seat (group 1/2/3) is counted as the toddler
 * stage: it is passed on once the child is in a booster. Clothes are not bought back.
 */
export const SELL_BACK_STAGE_BY_CATEGORY: Readonly<Record<number, string>> = {
  147: 'car-seat-infant',
  155: 'car-seat-toddler',
  156: 'car-seat-booster',
  86: 'pushchair-carrycot',
  80: 'pushchair-seat',
  83: 'pushchair-seat',
  88: 'pushchair-seat',
  90: 'pushchair-seat',
  161: 'sleep-moses',
  160: 'sleep-cot-bed',
  311: 'feeding-highchair',
};

/** Whether every child has left this stage behind on that day (none: nobody has; a member with no children has outgrown nothing). */
export function outgrownByAll(children: readonly ChildFacts[], stageId: string, on: Date): boolean {
  return children.length > 0 && children.every((child) => outgrownNow(child, on).some((k) => k.outgrown.some((s) => s.id === stageId)));
}
