import { boxesProblem, collectionMoves, collectionSlots, nextCollectionStatus, oneBoxEach } from './parcel-collection';

describe('collection slots', () => {
  it('offers the next five working days in London, skipping weekends and bank holidays', () => {
    // Wednesday 23 December 2026, late evening in London: Christmas and Boxing Day's substitute are skipped.
    expect(collectionSlots(new Date('2026-12-23T23:30:00Z'))).toEqual(['2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04']);
    // Friday: Monday is next.
    expect(collectionSlots(new Date('2026-11-27T09:00:00Z'), 2)).toEqual(['2026-11-30', '2026-12-01']);
  });
});

describe('collection moves', () => {
  it('moves forward only, one step at a time when advanced', () => {
    expect(nextCollectionStatus('booked')).toBe('collected');
    expect(nextCollectionStatus('collected')).toBe('in_transit');
    expect(nextCollectionStatus('in_transit')).toBe('delivered');
    expect(nextCollectionStatus('delivered')).toBeNull();
    expect(collectionMoves('booked', 'delivered')).toBe(true);
    expect(collectionMoves('in_transit', 'collected')).toBe(false);
    expect(collectionMoves('collected', 'collected')).toBe(false);
  });
});

describe('boxes', () => {
  it('holds each item of the order exactly once, in no empty box', () => {
    const items = ['Q1', 'Q2', 'Q3'];
    expect(oneBoxEach(items)).toEqual([['Q1'], ['Q2'], ['Q3']]);
    expect(boxesProblem(items, oneBoxEach(items))).toBeNull();
    expect(boxesProblem(items, [['Q1', 'Q3'], ['Q2']])).toBeNull();
    expect(boxesProblem(items, [['Q1', 'Q2', 'Q3'], []])).toBe('empty-box');
    expect(boxesProblem(items, [['Q1', 'Q2']])).toBe('item-missing');
    expect(
      boxesProblem(items, [
        ['Q1', 'Q2'],
        ['Q2', 'Q3'],
      ]),
    ).toBe('item-twice');
    expect(boxesProblem(items, [['Q1', 'Q2', 'Q3', 'Q9']])).toBe('unknown-item');
  });
});
