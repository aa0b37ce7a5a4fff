import { keepGuestAnswers, takeGuestAnswers } from './guest-answers';

const answers = [{ questionId: 'condition', answerIds: ['B'] }];

describe("a guest's answers kept over signing in", () => {
  beforeEach(() => localStorage.clear());

  it('are taken once, for the same model only (any case)', () => {
    keepGuestAnswers('M83-BUGABOO-FOX-5', answers, 1000);
    expect(takeGuestAnswers('M90-JOIE-PACT', 2000)).toBeNull();
    expect(takeGuestAnswers('m83-bugaboo-fox-5', 2000)).toEqual(answers);
    expect(takeGuestAnswers('M83-BUGABOO-FOX-5', 3000)).toBeNull();
  });

  it('are forgotten after a day, and anything unreadable is nothing', () => {
    keepGuestAnswers('M83-BUGABOO-FOX-5', answers, 0);
    expect(takeGuestAnswers('M83-BUGABOO-FOX-5', 24 * 60 * 60 * 1000)).toBeNull();
    localStorage.setItem('sell:guest-answers', '{not json');
    expect(takeGuestAnswers('M83-BUGABOO-FOX-5')).toBeNull();
  });
});
