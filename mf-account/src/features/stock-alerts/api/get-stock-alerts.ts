// GET members/{id}/stockalerts: live alerts and those removed lately (restorable).
import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';
import type { AlertBox } from './client';

export interface StockAlertLists {
  stockAlerts: AlertBox[];
  removedStockAlerts: AlertBox[];
}

export const getStockAlerts = (memberId: string) => api.get<StockAlertLists>(memberPath(memberId, 'stockalerts'));

export const useStockAlerts = (memberId: string) => useApiData(`stock-alerts:${memberId}`, () => getStockAlerts(memberId));
