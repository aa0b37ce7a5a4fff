import { Link } from 'react-router-dom';
import { t } from '@shop/shared/i18n';
import styles from './HomePage.module.css';

// Super-categories of spec §9 with their ids.
const SUPER_CATEGORIES = [
  { id: 7, name: 'Pushchairs & travel' },
  { id: 4, name: 'Nursery' },
  { id: 2, name: 'Clothing' },
  { id: 5, name: 'Toys' },
  { id: 3, name: 'Feeding' },
  { id: 1, name: 'Bathing & changing' },
];

const STEPS = ['Checked by hand', 'Cleaned', 'Graded A to C', 'Priced fairly'];

export function HomePage() {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>{t('pageTitle.home')}</h1>
        <p className={styles.lead}>Quality second-hand prams, nursery kit, toys and clothes, delivered or ready to collect from your local store.</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to="/products">Shop all products</Link>
          <Link className={styles.secondary} to="/sell-to-us">Sell to us</Link>
        </div>
      </section>
      <nav aria-label="Shop by category">
        <ul className={styles.categories}>
          {SUPER_CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link to={`/products?superCatId=${c.id}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="qa-heading">
        <h2 id="qa-heading" className={styles.subheading}>Every item is</h2>
        <ol className={styles.steps}>
          {STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
