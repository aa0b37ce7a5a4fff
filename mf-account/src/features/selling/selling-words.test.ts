import { parcelStateWord } from './selling-words';

const collection = (status: 'booked' | 'collected' | 'in_transit' | 'delivered') => ({ courier: 'Royal Mail', date: '2026-11-24', trackingNumber: 'LL473124829GB', status, events: [] });

describe('where a parcel is (issue 32 §2)', () => {
  it('is waiting for its collection until the courier scans it, then says the last scan', () => {
    expect(parcelStateWord({ status: 'sent', collection: collection('booked') })).toBe('Waiting for collection on Tuesday 24 November');
    expect(parcelStateWord({ status: 'sent', collection: collection('collected') })).toBe('Collected');
    expect(parcelStateWord({ status: 'sent', collection: collection('in_transit') })).toBe('On its way to us');
    expect(parcelStateWord({ status: 'sent', collection: collection('delivered') })).toBe('Delivered to us');
  });

  it('reads the order state otherwise: a drop-off parcel, one received, one cancelled', () => {
    expect(parcelStateWord({ status: 'sent', collection: null })).toBe('On its way to us');
    expect(parcelStateWord({ status: 'received', collection: collection('delivered') })).toBe('With us');
    expect(parcelStateWord({ status: 'cancelled', collection: collection('booked') })).toBe('Cancelled');
  });
});
