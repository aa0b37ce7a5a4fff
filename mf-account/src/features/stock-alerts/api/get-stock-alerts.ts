// GET members/{id}/stockalerts: live alerts and those removed lately (restorable).
import { useLoad } from '../../../api/use-load';
import { api, memberPath, type AlertBox, type Data } from './client';

export interface StockAlertLists {
  stockAlerts: AlertBox[];
  removedStockAlerts: AlertBox[];
}

export const getStockAlerts = async (memberId: string) => (await api.get<Data<StockAlertLists>>(memberPath(memberId, 'stockalerts'))).data.response.data;

export const useStockAlerts = (memberId: string) => useLoad(() => getStockAlerts(memberId), [memberId]);
