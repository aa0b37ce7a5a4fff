// Your children (issue 37 'Outgrown'): a child is a month of birth (or due) and, if the member
// wishes, a height; nothing else is asked. Each child shows the sizes and stages now and what comes
// next, from the shop's outgrown table; deleting a child deletes all the shop keeps of it.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { CheckboxField, FormError, SelectField, TextField } from '@shop/shared/form';
import { type Child, CHILD_DUE_MONTHS_AHEAD, CHILD_HEIGHT_CM, CHILD_MAX_AGE_YEARS, type ComingUp, dateFormat, monthText } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { t, tPlural } from '../../i18n';
import type { PanelProps } from '../account-tabs/account-tabs';
import { addChild, changeChild, deleteChild, failureMessage, useChildren } from './api/children';
import { OutgrownItems } from './OutgrownItems';
import styles from './children.module.css';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthOnly = dateFormat({ month: 'long', timeZone: 'UTC' });
const months = () => Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1).padStart(2, '0'), label: monthOnly.format(new Date(Date.UTC(2026, i, 1))) }));

/** 'Coming up for February 2027': the next clothes size, how many the shop has in it now, and a link to them. */
function ComingUpNext({ comingUp }: { comingUp: ComingUp }) {
  return (
    <p className={styles.comingUp}>
      <strong>{t('account.children.comingUp', { month: monthText(comingUp.due) })}</strong>{' '}
      {comingUp.inStock > 0 ? (
        <>
          {tPlural('account.children.inStock', comingUp.inStock, { label: comingUp.label })} <Link to={comingUp.url}>{t('account.children.shopNext', { label: comingUp.label })}</Link>
        </>
      ) : (
        t('account.children.noneInStock', { label: comingUp.label })
      )}
    </p>
  );
}

function ChildCard({ child, memberId, onDelete, onChanged }: { child: Child; memberId: string; onDelete: () => void; onChanged: () => void }) {
  const [changing, setChanging] = useState(false);
  // Keyboard users land back on Change when the form closes (saved or cancelled).
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing) changeButton.current?.focus();
    wasChanging.current = changing;
  }, [changing]);
  const due = child.born > thisMonth();
  const title = t(due ? 'account.children.due' : 'account.children.born', { month: monthText(child.born) });
  if (changing) {
    const done = () => {
      setChanging(false);
      onChanged();
    };
    return (
      <li className={styles.child}>
        <ChildForm memberId={memberId} child={child} onSaved={done} onCancel={() => setChanging(false)} />
      </li>
    );
  }
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
              </dd>
            </div>
          ))}
      </dl>
      {child.comingUp ? <ComingUpNext comingUp={child.comingUp} /> : null}
      <div className={styles.actions}>
        <Button ref={changeButton} variant="secondary" onClick={() => setChanging(true)} aria-label={t('account.children.changeNamed', { title })}>
          {t('account.children.change')}
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={t('account.children.deleteNamed', { title })}>
          {t('account.children.delete')}
        </Button>
      </div>
    </li>
  );
}

interface ChildValues {
  month: string;
  year: string;
  height: string;
  consent: boolean;
}

/**
 * A child's month and height: a new child (with the consent to keep them), or a change to one
 * already kept (the consent was given when it was added; a height can be given, changed or taken away).
 */
function ChildForm({ memberId, child, onSaved, onCancel }: { memberId: string; child?: Child; onSaved: () => void; onCancel?: () => void }) {
  const [year = '', month = ''] = child ? child.born.split('-') : [];
  const form = useForm<ChildValues>({ defaultValues: { month, year, height: child?.heightCm ? String(child.heightCm) : '', consent: false } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = child ? `child-${child.childId}-title` : 'add-child-title';
  // A change opens on the height, what changes as a child grows.
  useEffect(() => {
    if (child) form.setFocus('height');
  }, [child, form]);
  const now = new Date().getUTCFullYear();
  const years = Array.from({ length: CHILD_MAX_AGE_YEARS + 2 }, (_, i) => String(now + 1 - i)).map((y) => ({ value: y, label: y }));

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const born = `${v.year}-${v.month}`;
      if (child) await changeChild(memberId, child.childId, { born, heightCm: v.height ? Number(v.height) : null });
      else await addChild(memberId, { born, ...(v.height ? { heightCm: Number(v.height) } : {}) });
      form.reset();
      bus.emit('host:show-snackbar', { message: t(child ? 'account.children.changed' : 'account.children.added'), kind: 'success' });
      onSaved();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{child ? t('account.children.changeTitle', { month: monthText(child.born) }) : t('account.children.addTitle')}</h3>
      <FormError>{failure}</FormError>
      <div className={styles.when}>
        <SelectField
          label={t('account.children.month')}
          options={[{ value: '', label: t('account.children.choose') }, ...months()]}
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
      {child ? null : <CheckboxField label={t('account.children.consent')} error={errors.consent} registration={form.register('consent', { required: t('account.children.consentMissing') })} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {t(child ? 'account.children.save' : 'account.children.add')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('account.children.cancel')}
          </Button>
        ) : null}
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
            <ChildCard key={child.childId} child={child} memberId={memberId} onDelete={() => void remove(child)} onChanged={reload} />
          ))}
        </ul>
      )}
      <OutgrownItems memberId={memberId} childrenKey={data.children.map((c) => `${c.childId}:${c.born}:${c.heightCm ?? ''}`).join(',')} />
      {data.children.length < data.max ? <ChildForm memberId={memberId} onSaved={reload} /> : <p>{t('account.children.full', { max: String(data.max) })}</p>}
    </>
  );
}
