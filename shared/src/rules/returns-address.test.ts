import { DEFAULT_RETURNS_ADDRESS, returnsAddressLines, returnsAddressOf } from './returns-address';

describe('the returns address', () => {
  it("takes the setting's address when it is a whole UK address, tidied", () => {
    expect(returnsAddressOf({ name: ' Little Loop Returns ', lines: ['Bay 4, Harbour Road'], town: 'Bristol', postcode: 'bs11 9dw' })).toEqual({
      name: 'Little Loop Returns',
      lines: ['Bay 4, Harbour Road'],
      town: 'Bristol',
      postcode: 'BS11 9DW',
    });
  });

  it('falls back to the default for no setting or half of one, never mixing the two', () => {
    for (const bad of [
      undefined,
      null,
      'Leicester',
      {},
      { name: 'X', lines: [], town: 'Bristol', postcode: 'BS11 9DW' },
      { name: 'X', lines: ['1 Road'], town: 'Bristol', postcode: 'not one' },
      { name: 'X', lines: ['1 Road', '2', '3', '4'], town: 'Bristol', postcode: 'BS11 9DW' },
      { name: 'X', lines: ['x'.repeat(51)], town: 'Bristol', postcode: 'BS11 9DW' },
    ]) {
      expect(returnsAddressOf(bad)).toBe(DEFAULT_RETURNS_ADDRESS);
    }
  });

  it('prints one line each, the post town in capitals', () => {
    expect(returnsAddressLines(DEFAULT_RETURNS_ADDRESS)).toEqual(['Little Loop Returns', 'Goods In, Warehouse 19003', 'Unit 7, Meadow Lane Industrial Estate', 'LEICESTER', 'LE4 6FB']);
  });
});
