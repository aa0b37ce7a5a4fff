// The contact form (/contactus): a topic from GET contact/enquirytypes decides which parts show
// and are required (an order, or a price/stock question). A signed-in member is not asked what the
// shop already knows (issue 33 §7): no name or e-mail fields (the API takes them from the account;
// the form says where the reply goes), and an order picked from their own list is known to be one
// they bought online, so only someone typing a number is asked how they got it. Every failure is
// a written sentence (the catalogue's words for its code), never built from a field's label.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CheckboxField, FormError, RadioGroupField, SelectField, TextAreaField, TextField } from '@shop/shared/form';
import { bus } from '@shop/shared/bus';
import { t } from '../../../i18n';
import { session } from '@shop/shared/session';
import { ENQUIRY_CODES as C, ENQUIRY_ITEM_MAX, ENQUIRY_MESSAGE_MIN, ENQUIRY_SUBJECT_MAX, ORDER_NUMBER_MAX, ORDER_NUMBER_PATTERN } from '@shop/shared/api';
import { formatPounds } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { enquiriesApi, type EnquiryType, type MemberOrder, type Prefill } from '../api/enquiries-api';
import { Honeypot } from './Honeypot';
import { emailRule, honeypotRule, messageRule, nameRule, PERSON_FIELDS, phoneRule, says } from './person-rules';
import { showFailure } from './server-failure';
import { Sent } from './Sent';
import styles from './enquiries.module.css';

const ANOTHER = '';

function schemaFor(types: EnquiryType[], signedIn: boolean) {
  const typeOf = (id: string) => types.find((x) => String(x.id) === id);
  const needsOrder = (id: string) => Boolean(typeOf(id)?.needsOrder);
  const needsItem = (id: string) => Boolean(typeOf(id)?.needsItem);
  return yup.object({
    // A signed-in member's come from their account.
    name: signedIn ? yup.string().strip() : nameRule(),
    email: signedIn ? yup.string().strip() : emailRule(),
    phone: phoneRule(),
    categoryId: yup.string().required(says(C.categoryMissing)),
    subject: yup.string().trim().required(says(C.subjectMissing)).max(ENQUIRY_SUBJECT_MAX, says(C.subjectInvalid)),
    message: messageRule(),
    pickedOrder: yup.string().default(ANOTHER),
    orderNumber: yup
      .string()
      .trim()
      .when(['categoryId', 'pickedOrder'], ([id, picked], s) =>
        needsOrder(id) && !picked ? s.required(says(C.orderNumberMissing)).max(ORDER_NUMBER_MAX, says(C.orderNumberInvalid)).matches(new RegExp(ORDER_NUMBER_PATTERN), says(C.orderNumberInvalid)) : s.strip(),
      ),
    webOrder: yup.boolean().default(true),
    // One of their own orders was bought online: nothing to ask.
    orderType: yup.string().when(['categoryId', 'pickedOrder'], ([id, picked], s) => (needsOrder(id) && !picked ? s.oneOf(['buy', 'sell'], says(C.orderTypeMissing)).required(says(C.orderTypeMissing)) : s.strip())),
    priceStock: yup.string().when('categoryId', ([id], s) => (needsItem(id) ? s.oneOf(['price', 'stock'], says(C.priceStockMissing)).required(says(C.priceStockMissing)) : s.strip())),
    item: yup
      .string()
      .trim()
      .when('categoryId', ([id], s) => (needsItem(id) ? s.required(t('contact.itemMissing')).max(ENQUIRY_ITEM_MAX, says(C.priceStockInvalid)) : s.strip())),
    website: honeypotRule(),
  });
}
type Values = yup.InferType<ReturnType<typeof schemaFor>>;

const FIELD_OF = {
  ...PERSON_FIELDS,
  [C.subjectMissing]: 'subject',
  [C.subjectInvalid]: 'subject',
  [C.categoryMissing]: 'categoryId',
  [C.categoryInvalid]: 'categoryId',
  [C.orderNumberMissing]: 'orderNumber',
  [C.orderNumberInvalid]: 'orderNumber',
  [C.orderNotFound]: 'orderNumber',
  [C.webOrderInvalid]: 'webOrder',
  [C.orderTypeMissing]: 'orderType',
  [C.orderTypeInvalid]: 'orderType',
  [C.priceStockMissing]: 'item',
  [C.priceStockInvalid]: 'item',
} as const;

const signedInNow = () => Boolean(session.memberId());
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function ContactForm({ types }: { types: EnquiryType[] }) {
  const [signedIn] = useState(signedInNow);
  const schema = useMemo(() => schemaFor(types, signedIn), [types, signedIn]);
  const [me, setMe] = useState<Prefill | null>(null);
  const form = useForm<Values>({
    resolver: yupResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { name: '', email: '', phone: '', categoryId: '', subject: '', message: '', pickedOrder: ANOTHER, orderNumber: '', webOrder: true, website: '' },
  });
  const [orders, setOrders] = useState<MemberOrder[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const pickedOrder = useWatch({ control: form.control, name: 'pickedOrder' });
  const type = types.find((x) => String(x.id) === categoryId);

  useEffect(() => {
    const memberId = session.memberId();
    if (!memberId) return;
    let live = true;
    enquiriesApi.member(memberId).then(
      ({ prefill, orders: mine }) => {
        if (!live) return;
        setMe(prefill);
        // The phone is the one detail asked again (optional): filled unless typed already.
        if (!form.getValues('phone') && prefill.phone) form.setValue('phone', prefill.phone);
        setOrders(mine);
        if (mine[0]) form.setValue('pickedOrder', mine[0].orderNumber);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [form]);

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    const order = type?.needsOrder
      ? v.pickedOrder
        ? { orderNumber: v.pickedOrder, webOrder: true, orderType: 'buy' as const }
        : { orderNumber: v.orderNumber, webOrder: v.webOrder, orderType: v.orderType as 'buy' | 'sell' }
      : {};
    const item = type?.needsItem ? { priceStock: v.priceStock as 'price' | 'stock', item: v.item } : {};
    try {
      const { reference } = await enquiriesApi.sendEnquiry({
        ...(signedIn ? {} : { name: v.name, email: v.email }),
        phone: v.phone,
        categoryId: Number(v.categoryId),
        subject: v.subject,
        message: v.message,
        website: v.website,
        ...order,
        ...item,
      });
      setSent(reference);
      // No personal data: the kind of enquiry only.
      bus.emit('host:analytics-event', { event: 'seller_enquiry', params: { enquiry_type: type?.name ?? 'contact' } });
    } catch (error) {
      // A refused order the member picked from the list is shown under the list.
      const fieldOf = v.pickedOrder ? ({ ...FIELD_OF, [C.orderNumberMissing]: 'pickedOrder', [C.orderNumberInvalid]: 'pickedOrder', [C.orderNotFound]: 'pickedOrder' } as const) : FIELD_OF;
      showFailure(error, 'enquiry', fieldOf, form.setError, setFailure);
    }
  });

  if (sent) return <Sent heading={t('enquiry.sentHeading')}>{t('enquiry.sentReference', { reference: sent })}</Sent>;
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.heading}>
        {t('contact.formHeading')}
      </h2>
      <FormError>{failure}</FormError>
      {signedIn ? (
        <p className={styles.replyTo}>{me ? t('contact.replyTo', { name: me.name, email: me.email }) : t('contact.replyToAccount')}</p>
      ) : (
        <>
          <TextField label={t('enquiry.name')} autoComplete="name" registration={form.register('name')} error={errors.name} />
          <TextField label={t('enquiry.email')} hint={t('enquiry.emailHint')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
        </>
      )}
      <TextField label={t('enquiry.phone')} type="tel" autoComplete="tel" registration={form.register('phone')} error={errors.phone} />
      <SelectField
        label={t('contact.category')}
        hint={type?.description}
        registration={form.register('categoryId')}
        error={errors.categoryId}
        options={[{ value: '', label: t('contact.categoryPlaceholder') }, ...types.map((x) => ({ value: String(x.id), label: x.name }))]}
      />
      {type?.needsOrder ? (
        <>
          {orders.length > 0 ? (
            <SelectField
              label={t('contact.orderPicker')}
              registration={form.register('pickedOrder')}
              error={errors.pickedOrder}
              options={[
                ...orders.map((o) => ({ value: o.orderNumber, label: t('contact.orderOption', { number: o.orderNumber, date: dateText(o.createdAt), total: formatPounds(o.totalCost) }) })),
                { value: ANOTHER, label: t('contact.orderPickerNone') },
              ]}
            />
          ) : null}
          {!pickedOrder ? (
            <>
              <TextField label={t('contact.orderNumber')} hint={t('contact.orderNumberHint')} autoComplete="off" registration={form.register('orderNumber')} error={errors.orderNumber} />
              <CheckboxField label={t('contact.webOrder')} registration={form.register('webOrder')} error={errors.webOrder} />
              <RadioGroupField
                legend={t('contact.orderType')}
                registration={form.register('orderType')}
                error={errors.orderType}
                options={[
                  { value: 'buy', label: t('contact.orderTypeBuy') },
                  { value: 'sell', label: t('contact.orderTypeSell') },
                ]}
              />
            </>
          ) : null}
        </>
      ) : null}
      {type?.needsItem ? (
        <>
          <RadioGroupField
            legend={t('contact.priceStock')}
            registration={form.register('priceStock')}
            error={errors.priceStock}
            options={[
              { value: 'price', label: t('contact.priceStockPrice') },
              { value: 'stock', label: t('contact.priceStockStock') },
            ]}
          />
          <TextField label={t('contact.item')} hint={t('contact.itemHint')} registration={form.register('item')} error={errors.item} />
        </>
      ) : null}
      <TextField label={t('contact.subject')} registration={form.register('subject')} error={errors.subject} />
      <TextAreaField label={t('enquiry.message')} hint={t('enquiry.messageHint', { min: ENQUIRY_MESSAGE_MIN })} registration={form.register('message')} error={errors.message} />
      <Honeypot registration={form.register('website')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('enquiry.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
