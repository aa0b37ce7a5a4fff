import { gradeLabel, GRADES_PAGE } from './grades';

describe('grade wording', () => {
  it('names the grade and its name in one wording', () => {
    expect(gradeLabel({ grade: 'B', gradeName: 'Good' })).toBe('Grade B · Good');
    expect(gradeLabel({ grade: 'A', gradeName: 'Like new' })).toBe('Grade A · Like new');
  });
  it('links to the grades section of the FAQ', () => {
    expect(GRADES_PAGE).toBe('/faq#grades');
  });
});
