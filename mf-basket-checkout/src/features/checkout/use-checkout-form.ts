// Checkout's form: the address typed in this tab kept across a reload (never the card), the
// member's names filling empty fields, and their default address an empty form (issue 32 §6).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { session } from '@shop/shared/session';
import { checkoutSchema, EMPTY_FORM, type CheckoutFormValues } from './checkout-form';
import { addressEmpty, fillAddress } from './DeliveryAddress';
import { keepTypedAddress, typedAddress } from './typed-address';
import { useMemberDefaults } from './useMemberDefaults';

export function useCheckoutForm(schema: ReturnType<typeof checkoutSchema>) {
  const member = session.user();
  const form = useForm<CheckoutFormValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: { ...EMPTY_FORM, firstName: member?.firstName ?? '', ...typedAddress() },
  });
  const { setValue, getValues } = form;
  useEffect(() => {
    const watching = form.watch((values) => keepTypedAddress(values as CheckoutFormValues));
    return () => watching.unsubscribe();
  }, [form]);

  // (useForm returns the same form, setValue and getValues on every render: these run when the answer comes.)
  const defaults = useMemberDefaults();
  useEffect(() => {
    if (!defaults.names) return;
    if (!getValues('firstName')) setValue('firstName', defaults.names.firstName);
    if (!getValues('lastName')) setValue('lastName', defaults.names.lastName);
  }, [defaults.names, getValues, setValue]);
  useEffect(() => {
    if (defaults.defaultAddress && addressEmpty(getValues())) fillAddress(form, defaults.defaultAddress, false);
  }, [defaults.defaultAddress, form, getValues]);

  return { form, lastAddress: defaults.lastAddress };
}
