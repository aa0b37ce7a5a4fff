// The Addresses tab (spec §7 'Addresses'): the member's addresses with the default marked; add,
// change, make default, and delete after a confirmation. Success shows as a snackbar.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { matchRoute, RETURN_TO_PARAM, sameOriginPath } from '@shop/shared/routes';
import { bus } from '@shop/shared/bus';
import type { NormalisedFailure } from '@shop/shared/http';
import type { MemberAddress } from '@shop/shared/api';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { AddressCard } from './AddressCard';
import { AddressHistory } from './AddressHistory';
import type { AddressValues } from './address-schema';
import { useAddressHistory } from './api/address-history';
import { deleteAddress } from './api/delete-address';
import { useAddresses } from './api/list-addresses';
import { addAddress, updateAddress } from './api/save-address';
import styles from './addresses.module.css';

// The form (react-hook-form, yup and the form kit: about 27 KB gzipped) loads when the member
// opens it, not with the tab: most visits only read the list.
const AddressForm = lazy(() => import('./AddressForm').then((m) => ({ default: m.AddressForm })));

type Editing = { kind: 'new' } | { kind: 'edit'; address: MemberAddress } | null;

const done = (key: string) => bus.emit('host:show-snackbar', { message: t(key), kind: 'success' });

/**
 * Where the member came from to add an address (the sell-to-us send page, issue 32 §1): a page of
 * the shop only (the shared same-origin check), else nothing.
 */
function useReturnTo(): string | null {
  const search = new URLSearchParams(window.location.search);
  return sameOriginPath(search.get(RETURN_TO_PARAM), window.location.origin, { fallback: null, accept: (path) => matchRoute(path) !== undefined && path !== '/myaccount' });
}

export function AddressesPanel({ memberId }: PanelProps) {
  const returnTo = useReturnTo();
  const backLink = useRef<HTMLAnchorElement>(null);
  const { data: addresses, error, set: replace } = useAddresses(memberId);
  const history = useAddressHistory(memberId);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // When the form closes, the focus goes back to the button that opened it (once it is there again).
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (!editing && focusAddButton.current) {
      focusAddButton.current = false;
      addButton.current?.focus();
    }
  }, [editing]);

  if (error) return <p role="alert">{t('account.addresses.loadFailed')}</p>;
  if (!addresses) return <Loader />;

  const closeForm = () => {
    focusAddButton.current = true;
    setEditing(null);
  };
  const save = async (values: AddressValues) => {
    const saved = editing?.kind === 'edit' ? await updateAddress(memberId, editing.address.addressId, values) : await addAddress(memberId, values);
    replace(saved.addresses);
    done('account.addresses.saved');
    if (returnTo) {
      // Back to where they were is the next step: the focus goes to its link.
      setEditing(null);
      requestAnimationFrame(() => backLink.current?.focus());
    } else closeForm();
  };
  /** A change from a card (make default, delete); its failure shows above the list. */
  const act = async (run: () => Promise<MemberAddress[]>, successKey: string) => {
    setFailure(null);
    try {
      replace(await run());
      done(successKey);
      return true;
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      setFailure(errorMessage(f?.code, 'account', f?.message));
      return false;
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t('account.addresses.lead')}</p>
      {returnTo ? (
        <a ref={backLink} href={returnTo}>
          {t('account.addresses.returnTo')}
        </a>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {editing ? (
        <Suspense fallback={<Loader />}>
          <AddressForm key={editing.kind === 'edit' ? editing.address.addressId : 'new'} initial={editing.kind === 'edit' ? editing.address : undefined} onSave={save} onCancel={closeForm} />
        </Suspense>
      ) : (
        <Button ref={addButton} onClick={() => setEditing({ kind: 'new' })}>
          {t('account.addresses.add')}
        </Button>
      )}
      {addresses.length === 0 ? (
        <p>{t('account.addresses.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.addresses.listLabel')}>
          {addresses.map((address) => (
            <AddressCard
              key={address.addressId}
              address={address}
              onEdit={() => setEditing({ kind: 'edit', address })}
              onMakeDefault={() => act(async () => (await updateAddress(memberId, address.addressId, { isDefault: true })).addresses, 'account.addresses.defaultSet')}
              onDelete={() => act(() => deleteAddress(memberId, address.addressId), 'account.addresses.deleted')}
            />
          ))}
        </ul>
      )}
      <AddressHistory
        history={history}
        saved={addresses}
        onSave={(a) =>
          void act(
            async () => (await addAddress(memberId, { firstName: a.firstName, lastName: a.lastName, line1: a.line1, line2: a.line2, town: a.town, county: a.county, postcode: a.postcode, phone: '' })).addresses,
            'account.addresses.saved',
          )
        }
      />
    </div>
  );
}
