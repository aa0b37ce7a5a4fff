// DELETE members/{id}/favouriteboxes?boxId=: answers the ids now held.
import { api, memberPath } from '../../../api/client';

export const removeFavourite = async (memberId: string, boxId: string) => (await api.delete<{ favouriteBoxIds: string[] }>(memberPath(memberId, 'favouriteboxes'), { params: { boxId } })).favouriteBoxIds;
