// A kind or department we do not buy online: the reason, and where to go instead.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { STEPS } from '../../../steps';
import css from '../../../components/sell.module.css';

export function NotBought({ message }: { message: string }) {
  return (
    <section className={`${css.section} ${css.refused}`} aria-labelledby="sell-not-bought">
      <h2 id="sell-not-bought">{message}</h2>
      <p>{t('sell.notBoughtText')}</p>
      <div className={css.actions}>
        <Link className={css.link} to={STEPS.supercats}>
          {t('sell.allKinds')}
        </Link>
        <Link to="/store">{t('sell.storeLink')}</Link>
      </div>
    </section>
  );
}
