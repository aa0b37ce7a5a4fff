import { parcelStateWord } from './selling-words';

const collection = (status: 'booked' | 'collected' | 'in_transit' | 'delivered') => ({ courier: 'Royal Mail', date: '2026-11-24', trackingNumber: 'LL473124829GB', status, events: [] });

describe('where a parcel is (issue 32 §2)', () => {
  it('is waiting for its collection until the courier scans it, then says the last scan', () => {
    expect(parcelStateWord({ status: 'sent', collection: collection('booked') })).toBe('Waiting for collection on Tuesday 24 November');
    expect(parcelStateWord({ status: 'sent', collection: collection('collected') })).toBe('Collected');
    expect(parcelStateWord({ status: 'sent', collection: collection('in_transit') })).toBe('On its way to us');
    expect(parcelStateWord({ status: 'sent', collection: collection('delivered') })).toBe('Delivered to us');
  });

  it('a parcel for a store is ready to take there until the store has it, never "on its way" (no scan to know it)', () => {
    expect(parcelStateWord({ status: 'sent', collection: null, handover: 'dropoff', store: { storeName: 'Leeds Kirkstall' } })).toBe('Ready to take to our Leeds Kirkstall store');
    expect(parcelStateWord({ status: 'sent', collection: null, handover: 'dropoff', store: null })).toBe('Ready to take to one of our stores');
    expect(parcelStateWord({ status: 'received', collection: null, handover: 'dropoff', store: { storeName: 'Leeds Kirkstall' } })).toBe('With us');
  });

  it('reads the order state otherwise: an older parcel with no way chosen, one received, one cancelled', () => {
    expect(parcelStateWord({ status: 'sent', collection: null })).toBe('On its way to us');
    expect(parcelStateWord({ status: 'received', collection: collection('delivered') })).toBe('With us');
    expect(parcelStateWord({ status: 'cancelled', collection: collection('booked') })).toBe('Cancelled');
  });
});
