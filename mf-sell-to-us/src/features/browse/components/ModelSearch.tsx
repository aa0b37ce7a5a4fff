// "What are you selling?": a search over the models we buy, each with what we pay for one like
// new in cash and in store credit, side by side; choosing one starts the quote (signed in).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormError, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { Button } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { failureMessage } from '../../../api/client';
import { searchModels } from '../api/search-models';
import type { BuyInModel } from '../api/types';
import { ModelRow } from './ModelRow';
import { useSignedIn } from '../../../use-signed-in';
import css from '../../../components/sell.module.css';

const schema = yup.object({ query: yup.string().label(t('sell.searchLabel')).trim().required().max(100) });

export function ModelSearch() {
  const { register, handleSubmit, formState } = useForm({ resolver: yupResolver(schema), defaultValues: { query: '' } });
  const [found, setFound] = useState<{ query: string; models: BuyInModel[] } | null>(null);
  const [error, setError] = useState('');
  const signedIn = useSignedIn();
  const search = handleSubmit(async ({ query }) => {
    setError('');
    try {
      setFound({ query, models: await searchModels(query) });
    } catch (e) {
      setError(failureMessage(e));
    }
  });
  return (
    <section className={css.section} aria-labelledby="sell-search">
      <h2 id="sell-search">{t('sell.searchTitle')}</h2>
      <form className={css.search} role="search" onSubmit={search} noValidate>
        <TextField label={t('sell.searchLabel')} hint={t('sell.searchHint')} error={formState.errors.query} registration={register('query')} type="search" autoComplete="off" maxLength={100} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('sell.searchButton')}
        </Button>
      </form>
      <FormError>{error}</FormError>
      <div role="status" aria-live="polite">
        {found ? <p className={css.muted}>{found.models.length ? t('sell.searchCount', { count: found.models.length }) : t('sell.searchNone', { query: found.query })}</p> : null}
      </div>
      {found?.models.length ? (
        <>
          <ul className={css.models}>
            {found.models.map((m) => (
              <ModelRow key={m.masterBoxId} model={m} />
            ))}
          </ul>
          {/* Only a guest is asked to sign in; a member goes straight to the questions. */}
          {signedIn ? null : <p className={css.muted}>{t('sell.signInNote')}</p>}
        </>
      ) : null}
    </section>
  );
}
