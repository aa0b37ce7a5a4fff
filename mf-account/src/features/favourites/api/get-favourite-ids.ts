// GET members/{id}/favouriteboxesids: the ids behind every favourite heart (one call a page).
import { api, memberPath } from '../../../api/client';

export const getFavouriteIds = async (memberId: string) => (await api.get<{ favouriteBoxIds: string[] }>(memberPath(memberId, 'favouriteboxesids'))).favouriteBoxIds;
