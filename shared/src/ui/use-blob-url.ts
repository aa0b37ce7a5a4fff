// A picture that needs the member's token (a quote photo): fetched by the caller's loader and
// shown from a blob: URL (the shop's CSP allows blob: images), let go when `key` changes or the
// component leaves. null while it loads, if it cannot, or where blob URLs do not exist (jsdom).
import { useEffect, useState } from 'react';

export function useBlobUrl(key: string, load: () => Promise<Blob | null>): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    load().then(
      (blob) => {
        if (!live || !blob || typeof URL.createObjectURL !== 'function') return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // The picture is named by `key`; the loader is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return src;
}
