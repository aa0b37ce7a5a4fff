// The reduced listing's words from the content service (§9 reduction content keys), published by
// staff like any text, so a sale's wording changes without a deploy. Painted with the listing.
import { useApiData } from '@shop/shared/http';
import { contentApi, type ContentItem } from '../content';
import { payloadKey, peekPayload } from '../../api/page-payload';
import styles from './catalogue.module.css';

export function ReductionNote({ contentKey }: { contentKey: string }) {
  const key = payloadKey.content(contentKey);
  const { data } = useApiData(key, () => contentApi.item(contentKey), { firstView: peekPayload<ContentItem | null>(key) });
  // Clean HTML from the server (rendered and sanitised there).
  return data ? <div className={styles.reductionNote} data-content-key={contentKey} dangerouslySetInnerHTML={{ __html: data.html }} /> : null;
}
