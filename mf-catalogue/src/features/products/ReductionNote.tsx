// The reduced listing's words from the content service (§9 reduction content keys), published by
// staff like any text, so a sale's wording changes without a deploy. Painted with the listing.
import { contentApi } from '../content';
import { payloadKey } from '../../api/page-payload';
import { useLoaded } from '../content/use-loaded';
import styles from './catalogue.module.css';

export function ReductionNote({ contentKey }: { contentKey: string }) {
  const { data } = useLoaded(payloadKey.content(contentKey), () => contentApi.item(contentKey));
  // Clean HTML from the server (rendered and sanitised there).
  return data ? <div className={styles.reductionNote} data-content-key={contentKey} dangerouslySetInnerHTML={{ __html: data.html }} /> : null;
}
