// "Where to send it": the shop's returns address, the same the label prints (thank-you and send pages).
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { returnsAddressLines, type ReturnsAddress } from '@shop/shared/rules';
import { getReturnsAddress } from '../api/returns-address';
import css from './sell.module.css';

export function SendTo() {
  const [address, setAddress] = useState<ReturnsAddress | null>(null);
  useEffect(() => {
    let live = true;
    getReturnsAddress().then(
      (a) => live && setAddress(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!address) return null;
  return (
    <section className={css.section} aria-labelledby="sell-send-to">
      <h2 id="sell-send-to">{t('sell.sendTo')}</h2>
      <p className={css.muted}>{t('sell.sendToLead')}</p>
      <address className={css.address}>
        {returnsAddressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}
