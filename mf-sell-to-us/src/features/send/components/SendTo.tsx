// "Where to send it": the shop's returns address, the same the label prints (thank-you and send pages).
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { returnsAddressLines } from '@shop/shared/rules';
import { getReturnsAddress } from '../api/returns-address';
import css from '../../../components/sell.module.css';

export function SendTo() {
  // Not shown until it loads, nor when it cannot be read.
  const { data: address } = useApiData('returns-address', getReturnsAddress);
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
