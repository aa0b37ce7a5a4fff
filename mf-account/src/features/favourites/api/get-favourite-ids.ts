// GET members/{id}/favouriteboxesids: the ids behind every favourite heart (one call a page).
import { api, memberPath, type Data } from './client';

export const getFavouriteIds = async (memberId: string) => (await api.get<Data<{ favouriteBoxIds: string[] }>>(memberPath(memberId, 'favouriteboxesids'))).data.response.data.favouriteBoxIds;
