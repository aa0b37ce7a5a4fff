// GET members/{id}/favouriteboxes: the favourites as product cards, newest first.
import { useLoad } from '../../../api/use-load';
import { api, memberPath, type CardBox, type Data } from './client';

export const getFavourites = async (memberId: string) => (await api.get<Data<{ favouriteBoxes: CardBox[] }>>(memberPath(memberId, 'favouriteboxes'))).data.response.data.favouriteBoxes;

export const useFavourites = (memberId: string) => useLoad(() => getFavourites(memberId), [memberId]);
