// PUT members/{id}/restorestockalerts: brings removed alerts back.
import { api, memberPath } from '../../../api/client';

export const restoreStockAlerts = async (memberId: string, boxIds: string[]) => void (await api.put(memberPath(memberId, 'restorestockalerts'), { boxIds }));
