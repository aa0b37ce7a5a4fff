import { useEffect } from 'react';
import { t } from '../../i18n';

/**
 * The document title names what the page shows (the host sets the route's generic title on
 * every navigation, before the page renders; this replaces it once the name is known).
 */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} | ${t('brand.name')}`;
  }, [name]);
}
