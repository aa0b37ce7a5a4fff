// The member's favourite box ids, held once on the page: the favourites agent (hearts on the
// catalogue's pages) and the Favourites tab share this module, and every change is announced as
// account:favourites-changed, so a heart and the tab never disagree.
import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { addFavourite } from './api/add-favourite';
import { failureMessage } from './api/client';
import { getFavouriteIds } from './api/get-favourite-ids';
import { removeFavourite } from './api/remove-favourite';

let ids = new Set<string>();
/** The ids' load in flight: a heart pressed meanwhile waits for it, so it toggles what is held. */
let loading: Promise<void> = Promise.resolve();
const announce = (next: string[]) => {
  ids = new Set(next);
  bus.emit('account:favourites-changed', { boxIds: [...ids] });
};

export const favouritesStore = {
  has: (boxId: string) => ids.has(boxId),

  load(memberId: string): Promise<void> {
    loading = getFavouriteIds(memberId).then(announce);
    return loading;
  },

  clear(): void {
    announce([]);
  },

  /** Adds or removes one favourite, as the heart shows it now. */
  async toggle(memberId: string, boxId: string, boxName?: string): Promise<boolean> {
    await loading.catch(() => undefined);
    return ids.has(boxId) ? this.remove(memberId, boxId, boxName) : this.add(memberId, boxId, boxName);
  },

  add: (memberId: string, boxId: string, boxName?: string) => change(() => addFavourite(memberId, boxId), 'favourites.added', boxName),
  remove: (memberId: string, boxId: string, boxName?: string) => change(() => removeFavourite(memberId, boxId), 'favourites.removed', boxName),
};

/** One change: the ids it answers are announced, and the member told in a snackbar; false when it failed. */
async function change(call: () => Promise<string[]>, doneKey: 'favourites.added' | 'favourites.removed', boxName?: string): Promise<boolean> {
  try {
    announce(await call());
    bus.emit('host:show-snackbar', { message: t(doneKey, { name: boxName ?? t('favourites.item') }), kind: 'success', durationMs: 2000 });
    return true;
  } catch (error) {
    bus.emit('host:show-snackbar', { message: failureMessage(error), kind: 'error' });
    return false;
  }
}
