// POST members/{id}/stockalert: tell me when this box is back.
import { api, memberPath } from '../../../api/client';

export const addStockAlert = async (memberId: string, boxId: string) => void (await api.post(memberPath(memberId, 'stockalert'), { boxId }));
