import { ageInMonths, monthAfter, OUTGROWN_STAGES, outgrownByAll, outgrownNow, SELL_BACK_STAGE_BY_CATEGORY, stageListingUrl, type OutgrownKind } from './outgrown';

const on = new Date('2026-12-06T10:00:00Z');
const of = (kind: OutgrownKind, born: string, heightCm?: number) => outgrownNow({ born, ...(heightCm === undefined ? {} : { heightCm }) }, on).find((k) => k.kind === kind)!;

describe('outgrown: the stages a child goes through', () => {
  it('counts whole months from the month of birth, negative before a due month', () => {
    expect(ageInMonths('2026-05', on)).toBe(7);
    expect(ageInMonths('2025-12', on)).toBe(12);
    expect(ageInMonths('2027-02', on)).toBe(-2);
    expect(monthAfter('2026-05', 7)).toBe('2026-12');
    expect(monthAfter('2025-11', 14)).toBe('2027-01');
    expect(() => ageInMonths('2026-13', on)).toThrow(RangeError);
  });

  it('runs each kind without a gap or an overlap, heights rising with age', () => {
    for (const kind of new Set(OUTGROWN_STAGES.map((s) => s.kind))) {
      const stages = OUTGROWN_STAGES.filter((s) => s.kind === kind);
      expect(stages[0]!.fromMonths).toBe(0);
      stages.slice(1).forEach((s, i) => expect([kind, s.fromMonths]).toEqual([kind, stages[i]!.toMonths]));
      const heights = stages.flatMap((s) => (s.toCm === undefined ? [] : [s.toCm]));
      expect(heights).toEqual([...heights].sort((a, b) => a - b));
    }
    expect(new Set(OUTGROWN_STAGES.map((s) => s.id)).size).toBe(OUTGROWN_STAGES.length);
  });

  it('a baby born 7 months ago: 6–9 months now, 9–12 months due in February; the carrycot outgrown', () => {
    const clothing = of('clothing', '2026-05');
    expect([clothing.now?.label, clothing.next?.label, clothing.nextDue]).toEqual(['6–9 months', '9–12 months', '2027-02']);
    expect(clothing.outgrown.map((s) => s.label)).toEqual(['Newborn', '0–3 months', '3–6 months']);
    const pushchair = of('pushchair', '2026-05');
    expect([pushchair.now?.id, pushchair.outgrown.map((s) => s.id)]).toEqual(['pushchair-seat', ['pushchair-carrycot']]);
    expect(of('feeding', '2026-05').now?.id).toBe('feeding-highchair');
  });

  it('a tall child is in the next clothing size early; the one after is due by age', () => {
    const tall = of('clothing', '2026-05', 76);
    expect([tall.now?.label, tall.next?.label, tall.nextDue]).toEqual(['9–12 months', '12–18 months', '2027-05']);
    const veryTall = of('clothing', '2026-05', 82);
    expect([veryTall.now?.label, veryTall.next?.label, veryTall.nextDue]).toEqual(['12–18 months', '18–24 months', '2027-11']);
  });

  it('car seats by i-Size height, but rear-facing in the infant carrier until 15 months', () => {
    expect(of('car-seat', '2026-05', 78).now?.id).toBe('car-seat-infant');
    expect(of('car-seat', '2026-05').nextDue).toBe('2027-08');
    const sixteenMonths = of('car-seat', '2025-08', 80);
    expect([sixteenMonths.now?.id, sixteenMonths.outgrown.map((s) => s.id)]).toEqual(['car-seat-toddler', ['car-seat-infant']]);
    expect(of('car-seat', '2023-06', 108).now?.id).toBe('car-seat-booster');
  });

  it('before the birth the first stage is next to come; past the last, nothing is', () => {
    const due = of('clothing', '2027-02');
    expect([due.now?.id, due.outgrown]).toEqual(['clothing-newborn', []]);
    const grown = of('clothing', '2012-01');
    expect([grown.now, grown.next, grown.nextDue]).toEqual([null, null, null]);
    expect(grown.outgrown).toHaveLength(OUTGROWN_STAGES.filter((s) => s.kind === 'clothing').length);
  });

  it('lists the next clothing size in the catalogue’s own words; other kinds have no size listing', () => {
    const next = of('clothing', '2026-05').next!;
    expect(next.shopSize).toBe('9-12 months');
    expect(stageListingUrl(next)).toBe('/products?superCatId=2&superCatName=Clothing&size=9-12%20months');
    expect(stageListingUrl(of('car-seat', '2026-05').next!)).toBeNull();
  });

  it('a thing is outgrown when every child has left its stage behind; with no child, nothing is', () => {
    const baby = { born: '2026-05' }; // 7 months: the carrycot behind, the infant carrier still in use
    const toddler = { born: '2024-06', heightCm: 88 }; // 2½ years: in a toddler seat
    expect(outgrownByAll([baby], 'pushchair-carrycot', on)).toBe(true);
    expect(outgrownByAll([baby], 'car-seat-infant', on)).toBe(false);
    expect(outgrownByAll([toddler], 'car-seat-infant', on)).toBe(true);
    expect(outgrownByAll([baby, toddler], 'car-seat-infant', on)).toBe(false);
    expect(outgrownByAll([], 'pushchair-carrycot', on)).toBe(false);
    // Fifteen months on, the baby is out of the infant carrier too.
    expect(outgrownByAll([baby, toddler], 'car-seat-infant', new Date('2027-09-01T10:00:00Z'))).toBe(true);
  });

  it('every kind the shop buys back names a stage of the table', () => {
    const ids = new Set(OUTGROWN_STAGES.map((s) => s.id));
    for (const stage of Object.values(SELL_BACK_STAGE_BY_CATEGORY)) expect(ids.has(stage)).toBe(true);
  });
});
