// The member's store credit at checkout (issue 33 §2): what their linked cards hold (read again
// after a refusal, which gives it back), the shopper's choice, and what it pays of what is left
// after the voucher: as much as covers it unless they choose less.
import { useState } from 'react';
import { useApiData } from '@shop/shared/http';
import { storeCreditSplit } from '@shop/shared/rules';
import { basketApi } from '../../api/basket-api';
import { askedAmount, type StoreCreditChoice } from './StoreCredit';

export function useStoreCredit(memberId: string | null, afterVoucher: number) {
  const credit = useApiData(memberId ? `store-credit:${memberId}` : null, () => basketApi.storeCredit(memberId!));
  const offer = credit.data ?? null;
  const [choice, setChoice] = useState<StoreCreditChoice>({ using: false, text: null });
  const using = choice.using && offer?.canSpend === true;
  const pays = using ? storeCreditSplit(offer!.available, afterVoucher, askedAmount(choice)).pays : 0;
  return { offer, choice, setChoice, using, pays, reload: credit.reload };
}
