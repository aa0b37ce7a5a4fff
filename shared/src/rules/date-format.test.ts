import { dateFormat, monthText } from './date-format';

describe('dateFormat', () => {
  it('formats as Intl would, with the options given', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' };
    const day = new Date('2026-12-09T12:00:00Z');
    expect(dateFormat(options).format(day)).toBe('Wednesday 9 December');
    expect(dateFormat(options).formatToParts(day)).toEqual(new Intl.DateTimeFormat('en-GB', options).formatToParts(day));
  });

  it('makes no Intl formatter until it first formats, and one after', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const format = dateFormat({ timeZone: 'UTC', month: 'long' });
      expect(made).not.toHaveBeenCalled();
      format.format(new Date('2026-03-01T00:00:00Z'));
      format.format(new Date('2026-04-01T00:00:00Z'));
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it("writes a 'YYYY-MM' month as 'May 2026'", () => {
    expect(monthText('2026-05')).toBe('May 2026');
    expect(monthText('2027-12')).toBe('December 2027');
  });
});
