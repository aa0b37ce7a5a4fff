import { postalLines } from './address';

describe('an address as a label prints it', () => {
  it('gives the name, the lines, town, county and postcode, one line each, leaving out what is empty', () => {
    expect(postalLines({ firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', line2: '', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' })).toEqual([
      'Nadia Ali',
      '3 Mill Lane',
      'Leeds',
      'West Yorkshire',
      'LS1 4AP',
    ]);
    expect(postalLines({ line1: '60 Otley Road', line2: null, town: 'Leeds', county: null, postcode: 'LS6 2AL' })).toEqual(['60 Otley Road', 'Leeds', 'LS6 2AL']);
  });
});
