// GET members/{id}/favouriteboxes: the favourites as product cards, newest first.
import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';
import type { CardBox } from './client';

export const getFavourites = async (memberId: string) => (await api.get<{ favouriteBoxes: CardBox[] }>(memberPath(memberId, 'favouriteboxes'))).favouriteBoxes;

export const useFavourites = (memberId: string) => useApiData(`favourites:${memberId}`, () => getFavourites(memberId));
