import { FINAL_UNLOCK_STATES, nextUnlockStates, UNLOCK_PURPOSES, UNLOCK_STATES, unlockMoveProblem, type UnlockActor, type UnlockPurpose, type UnlockState } from './unlock-states';

// The expected table, written out independently of UNLOCK_TRANSITIONS: purpose -> from -> to -> who may.
const IN_PROGRESS = { cancelled: ['holder'], expired: ['system'] } as const;
const COMMON: Partial<Record<UnlockState, Partial<Record<UnlockState, readonly UnlockActor[]>>>> = {
  'code-verified': { 'pin-sent': ['holder'], ...IN_PROGRESS },
  'pin-sent': { 'pin-sent': ['holder'], verified: ['holder'], locked: ['system'], ...IN_PROGRESS },
};
const LEGAL: Record<UnlockPurpose, typeof COMMON> = {
  unlock: { ...COMMON, verified: { unlocked: ['holder'], combined: ['holder'], ...IN_PROGRESS } },
  // A signed-in member combining never creates a second account.
  combine: { ...COMMON, verified: { combined: ['holder'], ...IN_PROGRESS } },
};
const ACTORS: UnlockActor[] = ['holder', 'system'];

const cases = UNLOCK_PURPOSES.flatMap((purpose) => UNLOCK_STATES.flatMap((from) => UNLOCK_STATES.flatMap((to) => ACTORS.map((actor) => [purpose, from, to, actor] as const))));

describe('unlock state machine: every pair of states, for every actor and purpose', () => {
  it('covers 2 purposes × 8 states × 8 states × 2 actors', () => {
    expect(cases).toHaveLength(256);
  });

  it.each(cases)('%s: %s -> %s by %s', (purpose, from, to, actor) => {
    const allowed = LEGAL[purpose][from]?.[to];
    const expected = !allowed ? 'illegal' : allowed.includes(actor) ? null : 'actor';
    expect(unlockMoveProblem(from, to, actor, purpose)).toBe(expected);
  });
});

describe('final states and next steps', () => {
  it('never leaves a final state', () => {
    for (const purpose of UNLOCK_PURPOSES) for (const from of FINAL_UNLOCK_STATES) for (const actor of ACTORS) expect(nextUnlockStates(from, actor, purpose)).toEqual([]);
  });
  it('offers a visitor who proved the PIN a new account or combining', () => {
    expect(nextUnlockStates('verified', 'holder', 'unlock').sort()).toEqual(['cancelled', 'combined', 'unlocked']);
    expect(nextUnlockStates('verified', 'holder', 'combine').sort()).toEqual(['cancelled', 'combined']);
  });
  it('never creates or joins anything before the PIN is proved', () => {
    for (const purpose of UNLOCK_PURPOSES)
      for (const from of ['code-verified', 'pin-sent'] as const) {
        expect(unlockMoveProblem(from, 'unlocked', 'holder', purpose)).toBe('illegal');
        expect(unlockMoveProblem(from, 'combined', 'holder', purpose)).toBe('illegal');
      }
  });
});
