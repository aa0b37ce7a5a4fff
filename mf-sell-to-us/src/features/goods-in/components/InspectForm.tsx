// Inspecting one item: confirm the grade, revise it (grade, what was found, photos from the
// camera or files), or send it back. Before anything is pressed the form says what will happen:
// the offer stands; 'within the member's £10.00 tolerance: paid at once'; or 'the member will be
// asked'; or the item goes back.
import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { inspectItem } from '../api/inspect';
import { addStaffPhoto } from '../api/photos';
import type { BenchItem, InspectOutcome } from '../api/types';
import { failureOf } from './use-bench-load';
import styles from './goods-in.module.css';

type Choice = 'confirm' | 'revise' | 'return';
const PHOTOS_MAX = 6;

function saysBefore(item: BenchItem, choice: Choice, grade: string) {
  if (choice === 'return') return t('goodsIn.inspect.returnSays');
  const declared = item.gradeOptions.find((o) => o.grade === item.declaredGrade);
  if (choice === 'confirm') return t('goodsIn.inspect.confirmSays', { amount: formatMoney(declared?.amount ?? item.offered) });
  const option = item.gradeOptions.find((o) => o.grade === grade);
  if (!option) return '';
  const tolerance = formatMoney(item.revisionTolerance);
  return option.withinTolerance
    ? t('goodsIn.inspect.within', { tolerance, amount: formatMoney(option.amount) })
    : t('goodsIn.inspect.asked', { amount: formatMoney(option.amount), less: formatMoney(item.offered - option.amount), tolerance });
}

export function InspectForm({ item, onDone }: { item: BenchItem; onDone: (message: string) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('confirm');
  const others = item.gradeOptions.filter((o) => o.grade !== item.declaredGrade);
  const [grade, setGrade] = useState(others[others.length - 1]?.grade ?? 'C');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (choice === 'revise' && !reason.trim()) return setProblem(t('goodsIn.inspect.reasonMissing'));
    setProblem(null);
    try {
      let outcome: InspectOutcome = choice === 'return' ? { outcome: 'return', ...(reason.trim() ? { reason: reason.trim() } : {}) } : { outcome: 'confirm' };
      if (choice === 'revise') {
        setBusy(t('goodsIn.inspect.uploading'));
        const photoIds: string[] = [];
        for (const file of files) photoIds.push((await addStaffPhoto(item.quoteId, file)).image.imageId);
        outcome = { outcome: 'revise', grade, reason: reason.trim(), ...(photoIds.length ? { photoIds } : {}) };
      }
      setBusy(t('goodsIn.loading'));
      const result = await inspectItem(item.quoteId, outcome);
      onDone(
        result.paidWithoutAsking
          ? t('goodsIn.inspect.done.paid')
          : result.status === 'revised'
            ? t('goodsIn.inspect.done.asked')
            : result.status === 'returned'
              ? t('goodsIn.inspect.done.return')
              : t('goodsIn.inspect.done.confirm'),
      );
    } catch (err) {
      setProblem(failureOf(err).message);
    } finally {
      setBusy(null);
    }
  };

  const says = saysBefore(item, choice, grade);
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`inspect-${item.quoteId}`}>
      <fieldset className={styles.fieldset}>
        <legend>{t('goodsIn.inspect.legend')}</legend>
        {(['confirm', 'revise', 'return'] as const).map((c) => (
          <label key={c} className={styles.choice}>
            <input type="radio" name={`${id}-choice`} value={c} checked={choice === c} onChange={() => setChoice(c)} />
            {c === 'confirm' ? t('goodsIn.inspect.confirm', { grade: item.declaredGrade ?? '?' }) : t(`goodsIn.inspect.${c}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'revise' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('goodsIn.inspect.gradeLegend')}</legend>
          {others.map((o) => (
            <label key={o.grade} className={styles.choice}>
              <input type="radio" name={`${id}-grade`} value={o.grade} checked={grade === o.grade} onChange={() => setGrade(o.grade)} />
              {t('goodsIn.inspect.gradeOption', { grade: o.grade, amount: formatMoney(o.amount) })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {choice !== 'confirm' ? (
        <div className={`shop-form-field ${styles.field}`}>
          <label htmlFor={`${id}-reason`}>{choice === 'revise' ? t('goodsIn.inspect.reason') : t('goodsIn.inspect.returnReason')}</label>
          <textarea id={`${id}-reason`} className={styles.textarea} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      ) : null}
      {choice === 'revise' ? (
        <div className={`shop-form-field ${styles.field}`}>
          <label htmlFor={`${id}-photos`}>{t('goodsIn.inspect.photos')}</label>
          <p className={styles.muted} id={`${id}-photos-hint`}>
            {t('goodsIn.inspect.photosHint')}
          </p>
          {/* capture: a tablet opens its camera; a laptop chooses files. */}
          <input
            id={`${id}-photos`}
            className={styles.file}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-describedby={`${id}-photos-hint`}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, PHOTOS_MAX))}
          />
          {files.length ? <p className={styles.muted}>{t('goodsIn.inspect.photosChosen', { count: files.length })}</p> : null}
        </div>
      ) : null}
      <p className={styles.says} aria-live="polite" data-testid="inspect-says">
        {says}
      </p>
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      {busy ? (
        <p className={styles.status} role="status">
          {busy}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy !== null}>
          {t(`goodsIn.inspect.submit${choice === 'confirm' ? 'Confirm' : choice === 'revise' ? 'Revise' : 'Return'}`)}
        </Button>
      </div>
    </form>
  );
}
