// DELETE members/{id}/stockalerts?boxIds=...: the alerts stay restorable for 30 days.
import { api, memberPath } from '../../../api/client';
import { boxIdsQuery } from './client';

export const removeStockAlerts = async (memberId: string, boxIds: string[]) => void (await api.delete(`${memberPath(memberId, 'stockalerts')}?${boxIdsQuery(boxIds)}`));
