// GET members/{id}/stockalertstatus?boxId=: has the member asked to hear about this box?
import { api, memberPath, type Data } from './client';

export const getStockAlertStatus = async (memberId: string, boxId: string) =>
  (await api.get<Data<{ boxId: string; alerted: boolean }>>(memberPath(memberId, 'stockalertstatus'), { params: { boxId } })).data.response.data.alerted;
