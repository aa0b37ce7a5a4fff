// `staff box-photo <boxId> <view> <file>`: a staff photo of a box on sale (box-photos.ts), for an
// item whose member kept their photos to themselves: replaces the drawing, or that view's photo.
import { readFile } from 'node:fs/promises';
import { BOX_ID_PATTERN, QUOTE_VIEW_NUMBERS } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { GoodsInCommand } from './command.js';

type Input = { boxId: string; view: number; file: string };

export const boxPhotoCommand: GoodsInCommand<Input> = {
  usage: `usage: staff box-photo <boxId> <view ${QUOTE_VIEW_NUMBERS.join('/')}> <file>   (a photo of a box on sale: replaces its drawing, or that view's photo)`,
  parse([command, boxId, view, file, ...rest]) {
    if (command !== 'box-photo' || rest.length > 0 || !file || !new RegExp(BOX_ID_PATTERN).test(boxId ?? '') || !QUOTE_VIEW_NUMBERS.includes(Number(view))) return null;
    return { boxId: boxId!.toUpperCase(), view: Number(view), file };
  },
  async run({ boxPhotos, staffId, print }, { boxId, view, file }) {
    const read = () => readFile(file).catch(() => Promise.reject(new ApiError(400, 'PHOTO_FILE', `cannot read ${file}`)));
    const { imageViews, photos } = await boxPhotos.add(boxId, staffId, view, read);
    print(
      `${boxId}: photo of view ${view} added; its pictures are now views ${imageViews.join(', ')} (${photos.filter((p) => p.takenBy === 'staff').length} staff, ${photos.filter((p) => p.takenBy === 'member').length} the member's)`,
    );
  },
};
