import { useCallback, useEffect, useState } from 'react';
import { api, cardTokensPath, type Data, type SavedCard } from './client';

export async function listCardTokens(memberId: string): Promise<SavedCard[]> {
  return (await api.get<Data<{ cardTokens: SavedCard[] }>>(cardTokensPath(memberId))).data.response.data.cardTokens;
}

/** The member's saved cards; `reload` after a change. Ignores answers that come after unmount. */
export function useCardTokens(memberId: string) {
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    listCardTokens(memberId).then(
      (list) => live && (setCards(list), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { cards, failed, reload };
}
