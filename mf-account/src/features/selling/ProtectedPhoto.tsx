// A photo that needs the member's token: fetched, shown from a blob: URL (allowed by the shop's
// CSP) and let go when it leaves; nothing while it loads or if it cannot.
import { useEffect, useState } from 'react';

export function ProtectedPhoto({ load, alt, className, size }: { load: () => Promise<Blob | null>; alt: string; className: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    load().then(
      (blob) => {
        if (gone || !blob) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
    // The photo is named by its loader's inputs, which the caller keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return src ? <img className={className} src={src} alt={alt} width={size} height={size} /> : null;
}
