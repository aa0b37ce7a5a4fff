// POST members/{id}/favouriteboxes: answers the ids now held.
import { api, memberPath } from '../../../api/client';

export const addFavourite = async (memberId: string, boxId: string) => (await api.post<{ favouriteBoxIds: string[] }>(memberPath(memberId, 'favouriteboxes'), { boxId })).favouriteBoxIds;
