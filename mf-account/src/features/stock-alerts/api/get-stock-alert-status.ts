// GET members/{id}/stockalertstatus?boxId=: has the member asked to hear about this box?
import { api, memberPath } from '../../../api/client';

export const getStockAlertStatus = async (memberId: string, boxId: string) => (await api.get<{ boxId: string; alerted: boolean }>(memberPath(memberId, 'stockalertstatus'), { params: { boxId } })).alerted;
