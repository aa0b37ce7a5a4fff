// `staff inspect <quote> confirm | revise <grade> "<reason>" [--photo <file>]… | return ["<reason>"]`:
// one item inspected. A revision's photos (at most REVISION_PHOTOS_MAX) are added as staff photos
// of the item first (checked and stripped like any quote photo), then the revision names them,
// so the member sees them with the new offer.
import { INSPECTION_GRADES, type InspectionGrade, type InspectOutcome } from '@shop/shared/api';
import { readFile } from 'node:fs/promises';
import { QUOTE_VIEWS } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { isQuoteId } from '../quotations/quote-id.js';
import type { GoodsInCommand } from './command.js';
import { REASON_MAX, REVISION_PHOTOS_MAX } from './goods-in.js';

const reasonOk = (reason: string | undefined): reason is string => !!reason?.trim() && reason.length <= REASON_MAX;

/** The files after each `--photo`, or null when the flags are not that shape. */
function photoFiles(flags: string[]): string[] | null {
  if (flags.length % 2 !== 0 || flags.length / 2 > REVISION_PHOTOS_MAX) return null;
  const files: string[] = [];
  for (let i = 0; i < flags.length; i += 2) {
    if (flags[i] !== '--photo' || !flags[i + 1]) return null;
    files.push(flags[i + 1]!);
  }
  return files;
}

type Input = { quoteId: string; outcome: InspectOutcome; photoFiles: string[] };

export const inspectItem: GoodsInCommand<Input> = {
  usage: `usage: staff inspect <quoteId> confirm | revise <grade ${INSPECTION_GRADES.join('/')}> "<reason>" [--photo <file>]… (up to ${REVISION_PHOTOS_MAX}) | return ["<reason>"]`,
  parse([command, quoteId, action, ...rest]) {
    if (command !== 'inspect' || !isQuoteId(quoteId)) return null;
    if (action === 'confirm' && rest.length === 0) return { quoteId, outcome: { outcome: 'confirm' }, photoFiles: [] };
    if (action === 'return' && rest.length <= 1 && (rest.length === 0 || reasonOk(rest[0]))) {
      return { quoteId, outcome: rest[0] ? { outcome: 'return', reason: rest[0].trim() } : { outcome: 'return' }, photoFiles: [] };
    }
    const [grade, reason, ...flags] = rest;
    const g = grade?.toUpperCase();
    const files = photoFiles(flags);
    if (action === 'revise' && files && (INSPECTION_GRADES as readonly string[]).includes(g ?? '') && reasonOk(reason)) {
      return { quoteId, outcome: { outcome: 'revise', grade: g as InspectionGrade, reason: reason.trim() }, photoFiles: files };
    }
    return null;
  },
  async run({ goodsIn, inspectionPhotos, staffId, print }, { quoteId, outcome, photoFiles: files }) {
    const photoIds: string[] = [];
    for (const file of files) {
      const read = () => readFile(file).catch(() => Promise.reject(new ApiError(400, 'PHOTO_FILE', `cannot read ${file}`)));
      const { image } = await inspectionPhotos.add(quoteId, staffId, QUOTE_VIEWS.wear, read);
      photoIds.push(image.imageId);
      print(`${quoteId}: photo ${image.imageId} added`);
    }
    const result = await goodsIn.inspect(quoteId, staffId, outcome.outcome === 'revise' && photoIds.length ? { ...outcome, photoIds } : outcome);
    print(`${quoteId}: ${result.status}${result.paidWithoutAsking ? ' (within the member’s tolerance: paid without asking)' : result.status === 'revised' ? ' (the member is asked)' : ''}`);
  },
};
