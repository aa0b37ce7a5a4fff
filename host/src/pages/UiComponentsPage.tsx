// /ui-components: the design system as a gallery (issue #18), rendered by the host. Every piece
// of @shop/shared/ui and @shop/shared/form in its states, with the words a shopper would see, so
// a team building a page starts from here. Loaded only on this route (its own chunk).
import { useState, type ReactNode } from 'react';
import { bus } from '@shop/shared/bus';
import { CheckboxField, FormError, PasswordField, RadioGroupField, SelectField, TextAreaField, TextField, type Registration } from '@shop/shared/form';
import { t } from '../i18n';
import { Badge, Button, Dialog, Loader, PageLayout, Price, StockBadge, Tabs } from '@shop/shared/ui';
import styles from './ui-components.module.css';

/** A field's registration without a form library (the gallery keeps no state). */
const field = (name: string): Registration => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined });

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`ui-${id}`}>
      <h2 id={`ui-${id}`}>{title}</h2>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.examples}>{children}</div>
    </section>
  );
}

const TAB_IDS = ['description', 'grade', 'delivery'] as const;

export function UiComponentsPage() {
  const [dialog, setDialog] = useState<'centred' | 'sheet' | null>(null);
  const [tab, setTab] = useState<string>(TAB_IDS[0]);
  const g = (key: string, params?: Record<string, string | number>) => t(`ui.gallery.${key}`, params);
  return (
    <div data-boundary="host">
      <PageLayout heading={t('pageTitle.uiComponents')} lead={g('lead')}>
        <nav aria-label={g('contents')} className={styles.contents}>
          <ul>
            {['buttons', 'fields', 'prices', 'badges', 'card', 'tabs', 'snackbars', 'dialogs', 'loader'].map((id) => (
              <li key={id}>
                <a href={`#ui-${id}`}>{g(`${id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Section id="buttons" title={g('buttons.title')} lead={g('buttons.lead')}>
          <Button>{g('buttons.primary')}</Button>
          <Button variant="secondary">{g('buttons.secondary')}</Button>
          <Button disabled>{g('buttons.disabled')}</Button>
        </Section>

        <Section id="fields" title={g('fields.title')} lead={g('fields.lead')}>
          <div className={styles.form}>
            <TextField label={g('fields.name')} autoComplete="off" registration={field('name')} />
            <TextField label={g('fields.postcode')} hint={g('fields.postcodeHint')} autoComplete="off" registration={field('postcode')} />
            <TextField label={g('fields.email')} type="email" autoComplete="off" defaultValue="grace@example" registration={field('email')} error={{ message: g('fields.emailError') }} />
            <PasswordField label={g('fields.password')} autoComplete="off" registration={field('password')} />
            <SelectField
              label={g('fields.topic')}
              registration={field('topic')}
              options={[
                { value: 'order', label: g('fields.topicOrder') },
                { value: 'selling', label: g('fields.topicSelling') },
              ]}
            />
            <RadioGroupField
              legend={g('fields.delivery')}
              registration={field('delivery')}
              options={[
                { value: 'deliver', label: g('fields.deliver') },
                { value: 'collect', label: g('fields.collect') },
              ]}
            />
            <CheckboxField label={g('fields.newsletter')} registration={field('newsletter')} />
            <TextAreaField label={g('fields.message')} rows={3} registration={field('message')} />
            <FormError>{g('fields.formError')}</FormError>
          </div>
        </Section>

        <Section id="prices" title={g('prices.title')} lead={g('prices.lead')}>
          <Price value={24.5} />
          <Price value={185} was={240} />
          <Price value={320} was={380} size="large" />
        </Section>

        <Section id="badges" title={g('badges.title')} lead={g('badges.lead')}>
          <Badge tone="gradeA">{g('badges.gradeA')}</Badge>
          <Badge tone="gradeB">{g('badges.gradeB')}</Badge>
          <Badge tone="gradeC">{g('badges.gradeC')}</Badge>
          <Badge>{t('product.newIn')}</Badge>
          <StockBadge state="in-stock" />
          <StockBadge state="low" count={2} />
          <StockBadge state="in-store" />
          <StockBadge state="out-of-stock" />
        </Section>

        <Section id="card" title={g('card.title')} lead={g('card.lead')}>
          <article className={styles.card}>
            <img src="/images/boxes/LL000002_1_m.webp?e=drawn-v2" alt={g('card.alt')} width={400} height={400} loading="lazy" decoding="async" />
            <div className={styles.cardBody}>
              <a href="/product-detail?id=ll000002" className={styles.cardName}>
                {g('card.name')}
              </a>
              <span className={styles.badges}>
                <Badge tone="gradeB">{g('badges.gradeB')}</Badge>
                <StockBadge state="low" count={1} />
              </span>
              <Price value={18} was={24} />
            </div>
          </article>
        </Section>

        <Section id="tabs" title={g('tabs.title')} lead={g('tabs.lead')}>
          <div className={styles.tabs}>
            <Tabs label={g('tabs.label')} tabs={TAB_IDS.map((id) => ({ id, label: g(`tabs.${id}`) }))} selected={tab} onSelect={setTab} idPrefix="ui-tab" panelId="ui-tab-panel" />
            <div role="tabpanel" id="ui-tab-panel" aria-labelledby={`ui-tab-${tab}`} tabIndex={0} className={styles.panel}>
              <p>{g(`tabs.${tab}Text`)}</p>
            </div>
          </div>
        </Section>

        <Section id="snackbars" title={g('snackbars.title')} lead={g('snackbars.lead')}>
          {(['success', 'info', 'warning', 'error'] as const).map((kind) => (
            <Button key={kind} variant="secondary" onClick={() => bus.emit('host:show-snackbar', { message: g(`snackbars.${kind}Text`), kind, ...(kind === 'warning' ? { durationMs: 2000 } : {}) })}>
              {g(`snackbars.${kind}`)}
            </Button>
          ))}
        </Section>

        <Section id="dialogs" title={g('dialogs.title')} lead={g('dialogs.lead')}>
          <Button onClick={() => setDialog('centred')}>{g('dialogs.openCentred')}</Button>
          <Button variant="secondary" onClick={() => setDialog('sheet')}>
            {g('dialogs.openSheet')}
          </Button>
          {dialog ? (
            <Dialog
              title={g(dialog === 'sheet' ? 'dialogs.sheetTitle' : 'dialogs.centredTitle')}
              variant={dialog}
              onClose={() => setDialog(null)}
              footer={dialog === 'sheet' ? <Button onClick={() => setDialog(null)}>{g('dialogs.apply')}</Button> : undefined}
            >
              <p>{g('dialogs.body')}</p>
              {dialog === 'centred' ? <Button onClick={() => setDialog(null)}>{t('dialog.close')}</Button> : null}
            </Dialog>
          ) : null}
        </Section>

        <Section id="loader" title={g('loader.title')} lead={g('loader.lead')}>
          <Loader />
        </Section>
      </PageLayout>
    </div>
  );
}
