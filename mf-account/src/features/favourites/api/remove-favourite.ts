// DELETE members/{id}/favouriteboxes?boxId=: answers the ids now held.
import { api, memberPath, type Data } from './client';

export const removeFavourite = async (memberId: string, boxId: string) =>
  (await api.delete<Data<{ favouriteBoxIds: string[] }>>(memberPath(memberId, 'favouriteboxes'), { params: { boxId } })).data.response.data.favouriteBoxIds;
