import { useEffect, useState } from 'react';
import type { PreLoginSettings } from '../../api/basket-api';
import { basketStore } from './basket-store';

/** The §5 limits and §6 flags the basket page needs (read once per page by the store). */
export function useBasketSettings(): PreLoginSettings | null {
  const [settings, setSettings] = useState<PreLoginSettings | null>(null);
  useEffect(() => {
    let live = true;
    basketStore.settings().then(
      (s) => live && setSettings(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
