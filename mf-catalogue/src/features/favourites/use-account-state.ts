// What the account's favourites agent announces, read by the catalogue's buttons: the last
// announcement first (the bus keeps it), then every change. The catalogue never calls member
// routes; without a signed-in member nothing is announced and every heart shows 'not kept'.
import { useEffect, useState } from 'react';
import { bus, useBusLatest } from '@shop/shared/bus';

export function useIsFavourite(boxId: string): boolean {
  return useBusLatest('account:favourites-changed')?.boxIds.includes(boxId) ?? false;
}

/** Whether the member has an alert on this box; asks the agent once when shown. */
export function useStockAlertSet(boxId: string): boolean {
  const [alerted, setAlerted] = useState(false);
  useEffect(() => {
    setAlerted(false);
    const sub = bus.on('account:stock-alert-status').subscribe((s) => s.boxId === boxId && setAlerted(s.alerted));
    bus.emit('catalogue:stock-alert-shown', { boxId });
    return () => sub.unsubscribe();
  }, [boxId]);
  return alerted;
}
