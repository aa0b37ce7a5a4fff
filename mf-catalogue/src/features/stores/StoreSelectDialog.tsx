import { useState } from 'react';
import { Button, Dialog } from '@shop/shared/ui';
import { catalogueApi, type Store } from '../../api/catalogue-api';
import { chooseStore, type ChosenStore } from './chosen-store';
import styles from '../products/catalogue.module.css';

/** The product-detail store selection (spec §2): nearest stores to a postcode, with this box's stock. */
export function StoreSelectDialog({ boxId, onClose, onChosen }: { boxId: string; onClose: () => void; onChosen: (s: ChosenStore) => void }) {
  const [stores, setStores] = useState<Store[] | null>(null);
  const [town, setTown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async (postcode: string) => {
    setError(null);
    try {
      const r = await catalogueApi.nearestStoresForBox(boxId, postcode);
      setStores(r.stores);
      setTown(r.origin.town);
    } catch (e) {
      setStores(null);
      setError((e as { message?: string }).message && (e as { status?: number }).status ? 'Please enter a valid UK postcode, for example SW11 1NZ.' : 'We could not look that up just now.');
    }
  };
  return (
    <Dialog title="Choose your store" onClose={onClose}>
      <form
        className={styles.inline}
        onSubmit={(e) => {
          e.preventDefault();
          void find(String(new FormData(e.currentTarget).get('postcode') ?? ''));
        }}
      >
        <label>
          Postcode <input className={styles.input} name="postcode" autoComplete="postal-code" required maxLength={8} />
        </label>
        <Button type="submit">Find stores</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {stores ? (
        <>
          <p>Nearest stores to {town ?? 'you'}:</p>
          <ul className={styles.storeList}>
            {stores.map((s) => (
              <li key={s.storeId} className={styles.storeItem}>
                <strong>{s.storeName}</strong> · {s.distanceMiles} miles · {s.quantity ? `${s.quantity} in stock` : 'not in stock here'}
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      const chosen = { storeId: s.storeId, storeName: s.storeName };
                      chooseStore(chosen);
                      onChosen(chosen);
                    }}
                  >
                    Choose {s.storeName}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}

export function CollectStepsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="How click and collect works" onClose={onClose}>
      <ol>
        <li>Choose your store and add the item to your basket for collection.</li>
        <li>Pay online; we put the item aside for you.</li>
        <li>We email you when it is ready, usually within 2 hours of opening.</li>
        <li>Bring your order number to the store within 7 days.</li>
      </ol>
      <Button onClick={onClose}>OK</Button>
    </Dialog>
  );
}
