// `staff inspect <quote> confirm | revise <grade> "<reason>" | return ["<reason>"]`: one item inspected.
import { isQuoteId } from '../quotations/quote-id.js';
import type { GoodsInCommand } from './command.js';
import { INSPECTION_GRADES, REASON_MAX, type InspectionGrade, type InspectOutcome } from './goods-in.js';

const reasonOk = (reason: string | undefined): reason is string => !!reason?.trim() && reason.length <= REASON_MAX;

export const inspectItem: GoodsInCommand<{ quoteId: string; outcome: InspectOutcome }> = {
  usage: `usage: staff inspect <quoteId> confirm | revise <grade ${INSPECTION_GRADES.join('/')}> "<reason>" | return ["<reason>"]`,
  parse([command, quoteId, action, ...rest]) {
    if (command !== 'inspect' || !isQuoteId(quoteId)) return null;
    if (action === 'confirm' && rest.length === 0) return { quoteId, outcome: { outcome: 'confirm' } };
    if (action === 'return' && rest.length <= 1 && (rest.length === 0 || reasonOk(rest[0]))) {
      return { quoteId, outcome: rest[0] ? { outcome: 'return', reason: rest[0].trim() } : { outcome: 'return' } };
    }
    const [grade, reason, ...extra] = rest;
    const g = grade?.toUpperCase();
    if (action === 'revise' && extra.length === 0 && (INSPECTION_GRADES as readonly string[]).includes(g ?? '') && reasonOk(reason)) {
      return { quoteId, outcome: { outcome: 'revise', grade: g as InspectionGrade, reason: reason.trim() } };
    }
    return null;
  },
  async run({ goodsIn, staffId, print }, { quoteId, outcome }) {
    const result = await goodsIn.inspect(quoteId, staffId, outcome);
    print(`${quoteId}: ${result.status}${result.paidWithoutAsking ? ' (within the member’s tolerance: paid without asking)' : result.status === 'revised' ? ' (the member is asked)' : ''}`);
  },
};
