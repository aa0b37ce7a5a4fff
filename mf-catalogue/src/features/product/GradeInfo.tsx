import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { GRADES_PAGE } from '@shop/shared/rules';
import type { Box } from '../../api/catalogue-api';
import { GradeBadge } from '../products/ProductCard';
import styles from './product.module.css';

/** The grade in the one wording of the card badge, what it means, this box's wear, and the grades page. */
export function GradeInfo({ box }: { box: Box }) {
  return (
    <div className={styles.grade}>
      <p className={styles.storeLine}>
        <strong>{t('product.condition')}:</strong> <GradeBadge grade={box.grade} name={box.gradeName} />
      </p>
      <p className={styles.storeLine}>
        {box.gradeDescription} {box.wear}
      </p>
      <Link to={GRADES_PAGE}>{t('grade.whatMean')}</Link>
    </div>
  );
}
