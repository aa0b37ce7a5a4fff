import { COLLECTION, DELIVERY } from './catalogue';
import { expectedDelivery, expectedDeliveryText, isWorkingDay, lineMethodText, readyToCollect, readyToCollectText } from './fulfilment';

// December 2026: Monday 7, Friday 11, Saturday 12, Sunday 13; Christmas Day a Friday, Boxing Day's holiday Monday 28.
const expected = (paidAt: string) => expectedDeliveryText(expectedDelivery(paidAt));
const ready = (paidAt: string, hours: Record<string, string | null>) => {
  const at = readyToCollect(paidAt, hours);
  return at && readyToCollectText(at);
};
const week = (weekdays: string, saturday: string | null, sunday: string | null) => ({
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday,
  sunday,
});
const closedSunday = week('09:00-17:30', '09:00-17:30', null);
const openSunday = week('09:00-17:30', '09:00-17:30', '10:00-16:00');

describe('expected delivery', () => {
  it('is 2–3 working days after a dispatch the same day, when paid on a working day before 14:00', () => {
    expect(expectedDelivery('2026-12-07T10:00:00Z')).toEqual({ earliest: '2026-12-09', latest: '2026-12-10' });
    expect(expected('2026-12-07T10:00:00Z')).toBe('Expected between Wednesday 9 and Thursday 10 December');
  });

  it('dispatches a late-evening order the next working day', () => {
    expect(expected('2026-12-07T21:30:00Z')).toBe('Expected between Thursday 10 and Friday 11 December');
  });

  it('reckons the 14:00 cut-off in UK time: 14:30 BST is after it, although it is 13:30 UTC', () => {
    expect(expectedDelivery('2026-06-01T13:30:00Z')).toEqual({ earliest: '2026-06-04', latest: '2026-06-05' });
    expect(expectedDelivery('2026-06-01T12:30:00Z')).toEqual({ earliest: '2026-06-03', latest: '2026-06-04' });
  });

  it('skips the weekend: Friday afternoon, Saturday and Sunday all leave on Monday', () => {
    for (const paidAt of ['2026-12-11T15:00:00Z', '2026-12-12T09:00:00Z', '2026-12-13T20:00:00Z']) {
      expect(expected(paidAt)).toBe('Expected between Wednesday 16 and Thursday 17 December');
    }
  });

  it('skips England and Wales bank holidays: Christmas, Boxing Day (moved to Monday), New Year and Easter', () => {
    // Thursday 24 December before 14:00: dispatched that day; Friday 25 and Monday 28 are holidays.
    expect(expected('2026-12-24T10:00:00Z')).toBe('Expected between Wednesday 30 and Thursday 31 December');
    // The same evening: dispatched Tuesday 29; Friday 1 January is a holiday too.
    expect(expected('2026-12-24T19:00:00Z')).toBe('Expected between Thursday 31 December and Monday 4 January');
    // Maundy Thursday 2026 after the cut-off: Good Friday and Easter Monday pass first.
    expect(expectedDelivery('2026-04-02T15:00:00Z')).toEqual({ earliest: '2026-04-09', latest: '2026-04-10' });
    expect(isWorkingDay('2027-12-28')).toBe(false); // Boxing Day 2027 is a Sunday: the Tuesday after
    expect(isWorkingDay('2027-12-29')).toBe(true);
  });
});

describe('ready to collect', () => {
  it('is two hours later while the store is open, to the next quarter hour', () => {
    expect(ready('2026-12-07T10:07:00Z', closedSunday)).toBe('Ready to collect from Monday 7 December at 12:15');
  });

  it('is two hours after opening when paid before the store opens', () => {
    expect(ready('2026-12-07T06:40:00Z', closedSunday)).toBe('Ready to collect from Monday 7 December at 11:00');
  });

  it('is two hours after the next opening when paid late in the evening, or too near closing time', () => {
    expect(ready('2026-12-07T21:30:00Z', closedSunday)).toBe('Ready to collect from Tuesday 8 December at 11:00');
    expect(ready('2026-12-07T16:00:00Z', closedSunday)).toBe('Ready to collect from Tuesday 8 December at 11:00');
    expect(ready('2026-12-07T15:30:00Z', closedSunday)).toBe('Ready to collect from Monday 7 December at 17:30');
  });

  it('passes over a store closed on Sunday, and uses the Sunday hours of a store that opens', () => {
    expect(ready('2026-12-12T17:00:00Z', closedSunday)).toBe('Ready to collect from Monday 14 December at 11:00');
    expect(ready('2026-12-12T17:00:00Z', openSunday)).toBe('Ready to collect from Sunday 13 December at 12:00');
  });

  it('passes over Christmas Day, whatever the weekly hours say', () => {
    expect(ready('2026-12-24T16:00:00Z', openSunday)).toBe('Ready to collect from Saturday 26 December at 11:00');
  });

  it('gives the instant in UK time: 09:30 BST plus two hours is 10:30 UTC', () => {
    expect(readyToCollect('2026-06-01T08:30:00Z', closedSunday)).toBe('2026-06-01T10:30:00.000Z');
    expect(readyToCollectText('2026-06-01T10:30:00.000Z')).toBe('Ready to collect from Monday 1 June at 11:30');
    // The days the clocks change: 12:00 on the Sunday is 11:00 UTC in March, 12:00 UTC in October.
    expect(readyToCollect('2026-03-29T05:00:00Z', openSunday)).toBe('2026-03-29T11:00:00.000Z');
    expect(readyToCollect('2026-10-25T05:00:00Z', openSunday)).toBe('2026-10-25T12:00:00.000Z');
  });

  it('is unknown for a store with no opening hours', () => {
    expect(readyToCollect('2026-12-07T10:00:00Z', { monday: null })).toBeNull();
  });
});

describe('how each line gets there', () => {
  it('names the postcode or the store', () => {
    expect(lineMethodText({ deliveryMethodId: DELIVERY }, 'ls1 4ap')).toBe('Delivery to LS1 4AP');
    expect(lineMethodText({ deliveryMethodId: DELIVERY }, '')).toBe('Delivery to your address');
    expect(lineMethodText({ deliveryMethodId: DELIVERY }, 'LS1')).toBe('Delivery to your address');
    expect(lineMethodText({ deliveryMethodId: COLLECTION, storeName: 'Leeds Headingley' })).toBe('Collect from Leeds Headingley');
  });
});
