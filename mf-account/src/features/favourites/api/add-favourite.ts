// POST members/{id}/favouriteboxes: answers the ids now held.
import { api, memberPath, type Data } from './client';

export const addFavourite = async (memberId: string, boxId: string) => (await api.post<Data<{ favouriteBoxIds: string[] }>>(memberPath(memberId, 'favouriteboxes'), { boxId })).data.response.data.favouriteBoxIds;
