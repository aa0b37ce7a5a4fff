// The Profile tab: title, names, date of birth (18+ to sell to us), National Insurance number
// and contact number, saved with PUT members/{id}; the number can be removed on its own.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { FormError, SelectField, TextField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { useProfile, type Profile, type Title } from './api/get-profile';
import { removeContactNumber, updateProfile } from './api/update-profile';
import { FIELD_OF_CODE, profileSchema, type ProfileValues } from './profile-schema';
import styles from './profile.module.css';

const done = (key: string) => bus.emit('host:show-snackbar', { message: t(key), kind: 'success' });

export function ProfilePanel({ memberId }: PanelProps) {
  const { data, error, set } = useProfile(memberId);
  if (error) return <p role="alert">{t('account.profile.loadFailed')}</p>;
  if (!data) return <Loader />;
  return <ProfileForm memberId={memberId} profile={data.profile} titles={data.titles} onSaved={(profile) => set({ ...data, profile })} />;
}

const valuesOf = (p: Profile): ProfileValues => ({
  titleId: p.titleId ? String(p.titleId) : '',
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: p.dateOfBirth ?? '',
  taxId: p.memberTaxId ?? '',
  phone: p.phone ?? '',
});

function ProfileForm({ memberId, profile, titles, onSaved }: { memberId: string; profile: Profile; titles: Title[]; onSaved: (p: Profile) => void }) {
  const form = useForm<ProfileValues>({ resolver: yupResolver(profileSchema) as unknown as Resolver<ProfileValues>, defaultValues: valuesOf(profile) });
  const { register, formState, setError, reset } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const showFailure = (error: unknown) => {
    const f = error as Partial<NormalisedFailure>;
    const message = errorMessage(f?.code, 'account', f?.message);
    const field = typeof f?.code === 'number' ? FIELD_OF_CODE[f.code] : undefined;
    if (field) setError(field, { message }, { shouldFocus: true });
    else setFailure(message);
  };
  const saved = (p: Profile, key: string) => {
    onSaved(p);
    reset(valuesOf(p));
    done(key);
  };

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const p = await updateProfile(memberId, {
        ...(v.titleId ? { titleId: Number(v.titleId) } : {}),
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: v.dateOfBirth || null,
        taxId: v.taxId,
        // Sent only when changed; an emptied box takes the number away, as 'Remove contact number' does.
        ...(v.phone !== (profile.phone ?? '') ? { phone: v.phone || null } : {}),
      });
      saved(p, 'account.profile.saved');
    } catch (error) {
      showFailure(error);
    }
  });

  const removePhone = async () => {
    setFailure(null);
    try {
      saved(await removeContactNumber(memberId), 'account.profile.phoneRemoved');
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.tab.profile')}>
      <p className={styles.lead}>{t('account.profile.lead')}</p>
      <FormError>{failure}</FormError>
      <SelectField
        label={t('account.profile.title')}
        registration={register('titleId')}
        options={[{ value: '', label: t('account.profile.noTitle') }, ...titles.map((title) => ({ value: String(title.titleId), label: title.title }))]}
      />
      <div className={styles.twoColumns}>
        <TextField label={t('account.profile.firstName')} autoComplete="given-name" registration={register('firstName')} error={formState.errors.firstName} />
        <TextField label={t('account.profile.lastName')} autoComplete="family-name" registration={register('lastName')} error={formState.errors.lastName} />
      </div>
      <TextField label={t('account.profile.dateOfBirth')} hint={t('account.profile.dateOfBirthHint')} type="date" autoComplete="bday" registration={register('dateOfBirth')} error={formState.errors.dateOfBirth} />
      <TextField label={t('account.profile.taxId')} hint={t('account.profile.taxIdHint')} autoCapitalize="characters" registration={register('taxId')} error={formState.errors.taxId} />
      <TextField label={t('account.profile.phone')} hint={t('account.profile.phoneHint')} type="tel" autoComplete="tel" registration={register('phone')} error={formState.errors.phone} />
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('account.profile.save')}
        </Button>
        {profile.phone ? (
          <Button variant="secondary" onClick={() => void removePhone()}>
            {t('account.profile.removePhone')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
