// The listing's results for its search: the server's first view when it painted this one, the old
// results kept on screen while a new filter loads (never a blank page between), a late answer for
// an older search dropped, and the list view (and the search words) told to analytics.
import { useEffect, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { catalogueApi, type SearchResponse } from '../../api/catalogue-api';
import { payloadKey, peekPayload } from '../../api/page-payload';
import type { searchRequest } from './listing-state';

export function useListingSearch(request: ReturnType<typeof searchRequest>, query: string) {
  const [result, setResult] = useState<SearchResponse | null>(() => peekPayload<SearchResponse>(payloadKey.search(request.index, request.body)) ?? null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    catalogueApi.search(request.index, request.body).then(
      (r) => {
        if (!live) return;
        setResult(r);
        bus.emit('host:analytics-event', { event: 'view_item_list', params: { item_list_name: 'products', items: r.hits.map((h, i) => ({ item_id: h.boxId, index: i + 1 })) } });
        if (query) bus.emit('host:analytics-event', { event: 'search', params: { search_term: query } });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // query changes only with the listing's state, and so with request (both memoised from the address).
  }, [request, query]);
  return { result, failed };
}
