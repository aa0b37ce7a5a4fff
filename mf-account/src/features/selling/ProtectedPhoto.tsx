// A photo that needs the member's token (useBlobUrl); nothing while it loads or if it cannot.
import { useBlobUrl } from '@shop/shared/ui';

export function ProtectedPhoto({ photoKey, load, alt, className, size }: { photoKey: string; load: () => Promise<Blob | null>; alt: string; className: string; size: number }) {
  const src = useBlobUrl(photoKey, load);
  return src ? <img className={className} src={src} alt={alt} width={size} height={size} /> : null;
}
