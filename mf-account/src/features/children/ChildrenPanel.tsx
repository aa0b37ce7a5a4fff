// Your children (issue 37 'Outgrown'): a child is a month of birth (or due) and, if the member
// wishes, a height; nothing else is asked. Each child shows the sizes and stages now and what comes
// next, from the shop's outgrown table; deleting a child deletes all the shop keeps of it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { CheckboxField, FormError, SelectField, TextField } from '@shop/shared/form';
import { CHILD_DUE_MONTHS_AHEAD, CHILD_HEIGHT_CM, CHILD_MAX_AGE_YEARS, stageListingUrl, type Child, type KindNow } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { t } from '../../i18n';
import type { PanelProps } from '../account-tabs/account-tabs';
import { addChild, deleteChild, failureMessage, useChildren } from './api/children';
import styles from './children.module.css';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'May 2026' for '2026-05'. */
export const monthText = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
const thisMonth = () => new Date().toISOString().slice(0, 7);
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1).padStart(2, '0'), label: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, i, 1))) }));

/** What the shop has in the next size, where it sells the kind by size (clothes). */
function ShopNext({ stage }: { stage: KindNow }) {
  const url = stage.next ? stageListingUrl(stage.next) : null;
  if (!url || !stage.next) return null;
  return (
    <>
      {' '}
      <Link to={url}>{t('account.children.shopNext', { label: stage.next.label })}</Link>
    </>
  );
}

function ChildCard({ child, onDelete }: { child: Child; onDelete: () => void }) {
  const due = child.born > thisMonth();
  const title = t(due ? 'account.children.due' : 'account.children.born', { month: monthText(child.born) });
  return (
    <li className={styles.child}>
      <h3>{title}</h3>
      {child.heightCm !== null ? <p>{t('account.children.height', { cm: String(child.heightCm) })}</p> : null}
      <dl className={styles.stages}>
        {child.stages
          .filter((s) => s.now || s.next)
          .map((s) => (
            <div key={s.kind} className={styles.stage}>
              <dt>{t(`account.children.kind.${s.kind}`)}</dt>
              <dd>
                {s.now ? s.now.label : t('account.children.none')}
                {s.next && s.nextDue ? <span className={styles.next}> · {t('account.children.next', { label: s.next.label, month: monthText(s.nextDue) })}</span> : null}
                <ShopNext stage={s} />
              </dd>
            </div>
          ))}
      </dl>
      <Button variant="secondary" onClick={onDelete} aria-label={t('account.children.deleteNamed', { title })}>
        {t('account.children.delete')}
      </Button>
    </li>
  );
}

interface AddValues {
  month: string;
  year: string;
  height: string;
  consent: boolean;
}

function AddChildForm({ memberId, onAdded }: { memberId: string; onAdded: () => void }) {
  const form = useForm<AddValues>({ defaultValues: { month: '', year: '', height: '', consent: false } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const now = new Date().getUTCFullYear();
  const years = Array.from({ length: CHILD_MAX_AGE_YEARS + 2 }, (_, i) => String(now + 1 - i)).map((y) => ({ value: y, label: y }));

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await addChild(memberId, { born: `${v.year}-${v.month}`, ...(v.height ? { heightCm: Number(v.height) } : {}) });
      form.reset();
      bus.emit('host:show-snackbar', { message: t('account.children.added'), kind: 'success' });
      onAdded();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-child-title">
      <h3 id="add-child-title">{t('account.children.addTitle')}</h3>
      <FormError>{failure}</FormError>
      <div className={styles.when}>
        <SelectField
          label={t('account.children.month')}
          options={[{ value: '', label: t('account.children.choose') }, ...MONTHS]}
          error={errors.month}
          registration={form.register('month', { required: t('account.children.monthMissing') })}
        />
        <SelectField
          label={t('account.children.year')}
          options={[{ value: '', label: t('account.children.choose') }, ...years]}
          error={errors.year}
          registration={form.register('year', { required: t('account.children.yearMissing') })}
        />
      </div>
      <TextField
        label={t('account.children.heightLabel')}
        hint={t('account.children.heightHint')}
        inputMode="numeric"
        error={errors.height}
        registration={form.register('height', {
          validate: (h) => !h || (/^\d{2,3}$/.test(h) && Number(h) >= CHILD_HEIGHT_CM.min && Number(h) <= CHILD_HEIGHT_CM.max) || t('account.children.heightInvalid'),
        })}
      />
      <CheckboxField label={t('account.children.consent')} error={errors.consent} registration={form.register('consent', { required: t('account.children.consentMissing') })} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('account.children.add')}
        </Button>
      </div>
    </form>
  );
}

export function ChildrenPanel({ memberId }: PanelProps) {
  const { data, error, reload } = useChildren(memberId);
  if (error) return <p role="alert">{t('account.children.loadFailed')}</p>;
  if (!data) return <Loader />;

  const remove = async (child: Child) => {
    try {
      await deleteChild(memberId, child.childId);
      bus.emit('host:show-snackbar', { message: t('account.children.deleted'), kind: 'success' });
      reload();
    } catch (failure) {
      bus.emit('host:show-snackbar', { message: failureMessage(failure), kind: 'error' });
    }
  };

  return (
    <>
      <p className={styles.lead}>{t('account.children.lead', { ahead: String(CHILD_DUE_MONTHS_AHEAD) })}</p>
      {data.children.length === 0 ? (
        <p>{t('account.children.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('account.children.list')}>
          {data.children.map((child) => (
            <ChildCard key={child.childId} child={child} onDelete={() => void remove(child)} />
          ))}
        </ul>
      )}
      {data.children.length < data.max ? <AddChildForm memberId={memberId} onAdded={reload} /> : <p>{t('account.children.full', { max: String(data.max) })}</p>}
    </>
  );
}
