// The careers search (/careers): role, town, and distance from a postcode (GET jobvacancies);
// each result links to its job page (/careers?store=…&job=…), where the application form is.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '@shop/shared/form';
import { t, tPlural } from '../../../i18n';
import { JOB_ROLES, type JobQuery, type JobRole, type JobVacancy } from '@shop/shared/api';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { enquiriesApi } from '../api/enquiries-api';
import styles from './enquiries.module.css';
import { Pending } from './Pending';

const MILES = [5, 10, 25, 50, 100];
const dateText = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' });
export const jobHref = (j: Pick<JobVacancy, 'storeId' | 'jobId'>) => `/careers?store=${j.storeId}&job=${encodeURIComponent(j.jobId)}`;

export function JobSearch() {
  const [query, setQuery] = useState<JobQuery>({});
  const [jobs, setJobs] = useState<JobVacancy[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setBusy(true);
    setFailure(null);
    enquiriesApi.searchJobs(query).then(
      (found) => live && (setJobs(found), setBusy(false)),
      (error: { code?: number | string; message?: string }) => live && (setFailure(errorMessage(error.code, 'enquiry', error.message)), setBusy(false)),
    );
    return () => {
      live = false;
    };
  }, [query]);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    setQuery({ role: text('role') as JobRole | undefined, town: text('town'), postcode: text('postcode'), miles: text('postcode') ? Number(f.get('miles')) : undefined });
  };

  return (
    <>
      <h2 className={styles.heading}>{t('careers.searchHeading')}</h2>
      <form className={styles.search} onSubmit={search} role="search" aria-label={t('careers.searchHeading')}>
        <div className="shop-form-field">
          <label className="shop-form-field__label" htmlFor="job-role">
            {t('careers.role')}
          </label>
          <select id="job-role" name="role" className="shop-form-field__input" defaultValue="">
            <option value="">{t('careers.anyRole')}</option>
            {JOB_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`careers.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="shop-form-field">
          <label className="shop-form-field__label" htmlFor="job-town">
            {t('careers.town')}
          </label>
          <input id="job-town" name="town" className="shop-form-field__input" autoComplete="address-level2" />
        </div>
        <div className="shop-form-field">
          <label className="shop-form-field__label" htmlFor="job-postcode">
            {t('careers.postcode')}
          </label>
          <input id="job-postcode" name="postcode" className="shop-form-field__input" autoComplete="postal-code" />
        </div>
        <div className="shop-form-field">
          <label className="shop-form-field__label" htmlFor="job-miles">
            {t('careers.miles')}
          </label>
          <select id="job-miles" name="miles" className="shop-form-field__input" defaultValue="25">
            {MILES.map((m) => (
              <option key={m} value={m}>
                {t('careers.milesOption', { miles: m })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('careers.searching') : t('careers.search')}
          </Button>
        </div>
      </form>
      <FormError>{failure}</FormError>
      {jobs === null ? (
        <Pending />
      ) : (
        <>
          <p role="status">{tPlural('careers.results', jobs.length)}</p>
          {jobs.length === 0 ? (
            <p>{t('careers.none')}</p>
          ) : (
            <ul className={styles.jobs}>
              {jobs.map((j) => (
                <li key={j.jobId} className={styles.job}>
                  <h3>{j.title}</h3>
                  <p className={styles.meta}>
                    {j.storeName} · {j.hours}
                    {j.distanceMiles !== undefined ? ` · ${t('careers.milesAway', { miles: j.distanceMiles })}` : ''}
                  </p>
                  <p>{j.summary}</p>
                  <p className={styles.meta}>
                    {j.pay} · {t('careers.closes', { date: dateText(j.closesOn) })}
                  </p>
                  <Link className={styles.jobLink} to={jobHref(j)}>
                    {t('careers.view')}
                    <span className="shop-form-visually-hidden">
                      : {j.title}, {j.storeName}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
