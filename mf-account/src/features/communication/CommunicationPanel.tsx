import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { CheckboxField, FormError } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { dateFormat, errorMessage } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { useConsents, type ConsentChange, type MemberConsents } from './api/get-consents';
import { updateConsents } from './api/update-consents';
import { CookieChoices } from './CookieChoices';
import styles from './communication.module.css';

type Choices = Record<string, boolean>;
const fieldOf = (consentTypeId: number) => `consent${consentTypeId}`;
// Cookie choices are made in the data-protection notice, not in this form (CookieChoices).
const preferencesOf = (data: MemberConsents) => data.consents.filter((c) => (c.kind ?? 'communication') === 'communication');
const choicesOf = (data: MemberConsents): Choices => Object.fromEntries(preferencesOf(data).map((c) => [fieldOf(c.consentTypeId), c.granted]));
const dateTime = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Communication preferences: one switch per consent type (§9) and the changes kept so far. */
export function CommunicationPanel({ memberId }: PanelProps) {
  const loaded = useConsents(memberId);
  const { reload } = loaded;
  useEffect(() => {
    // The host wrote a choice to the member's history (at sign-in, or from the notice): show the new
    // rows. Listened for here, not in CookieChoices: the sign-in write can land while the history is
    // still loading, and a load that started before it would otherwise stay on screen without the row.
    const sub = bus.on('host:consent-changed').subscribe((e) => e.origin === 'member' && reload());
    return () => sub.unsubscribe();
  }, [reload]);
  if (loaded.error) return <p role="alert">{t('account.communication.loadFailed')}</p>;
  if (!loaded.data) return <Loader />;
  return (
    <div className={styles.panel}>
      <PreferencesForm memberId={memberId} data={loaded.data} onSaved={loaded.set} />
      <CookieChoices />
      <ConsentHistory history={loaded.data.history} />
    </div>
  );
}

/** Mounted with the member's choices as its defaults, so a switch is never shown unset and then
 *  set by an effect (a click in between was undone, and the save sent the old choice). */
function PreferencesForm({ memberId, data, onSaved }: { memberId: string; data: MemberConsents; onSaved: (saved: MemberConsents) => void }) {
  const form = useForm<Choices>({ defaultValues: choicesOf(data) });
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(data);
  const { reset } = form;
  useEffect(() => {
    // Only a later answer (a save, a reload) resets the form; the first one is its defaults.
    if (shown.current === data) return;
    shown.current = data;
    reset(choicesOf(data));
  }, [data, reset]);
  const consents = preferencesOf(data);

  const submit = form.handleSubmit(async (choices) => {
    setFailure(null);
    try {
      const saved = await updateConsents(
        memberId,
        consents.map((c) => ({ consentTypeId: c.consentTypeId, granted: Boolean(choices[fieldOf(c.consentTypeId)]) })),
      );
      onSaved(saved);
      bus.emit('host:show-snackbar', { message: t('account.communication.saved'), kind: 'success' });
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      setFailure(errorMessage(f.code, 'account', f.message));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('account.communication.lead')}</p>
      <FormError>{failure}</FormError>
      {consents.map((c) => (
        <div key={c.consentTypeId} className={styles.consent}>
          <CheckboxField label={c.name} hint={c.description} registration={form.register(fieldOf(c.consentTypeId))} />
        </div>
      ))}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('account.communication.save')}
        </Button>
      </div>
    </form>
  );
}

function ConsentHistory({ history }: { history: ConsentChange[] }) {
  if (history.length === 0) {
    return (
      <section aria-labelledby="consent-history-title">
        <h3 id="consent-history-title" className={styles.sectionTitle}>
          {t('account.communication.historyTitle')}
        </h3>
        <p className={styles.lead}>{t('account.communication.historyEmpty')}</p>
      </section>
    );
  }
  return (
    <table className={styles.history}>
      <caption>{t('account.communication.historyTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.communication.when')}</th>
          <th scope="col">{t('account.communication.what')}</th>
          <th scope="col">{t('account.communication.where')}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((h, i) => (
          <tr key={`${h.changedAt}-${h.consentTypeId}-${i}`}>
            <td>
              <time dateTime={h.changedAt}>{dateTime.format(new Date(h.changedAt))}</time>
            </td>
            <td>{t(h.granted ? 'account.communication.on' : 'account.communication.off', { name: h.name })}</td>
            <td>{t(`account.communication.source.${h.source}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
