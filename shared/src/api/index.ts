// The wire contracts, one file per resource (issue 34 §1): the JSON schemas the API checks, the
// types inferred from them and the resource's named codes, read by the API and by every remote.
// The bottom layer of shared: it imports no other part.
export {
  ADDRESS_CODES,
  ADDRESS_COUNTRY,
  ADDRESS_FIELD_MAX,
  ADDRESS_LINE_MAX,
  ADDRESS_LINE_PATTERN,
  ADDRESS_NAME_PATTERN,
  ADDRESS_PLACE_PATTERN,
  ADDRESS_REQUIRED,
  addressFields,
  addressInputSchema,
  CHECKOUT_POSTCODE_CODES,
  deliveryAddressSchema,
  memberAddressSchema,
  PHONE_MAX,
  POSTCODE_MAX,
  UK_PHONE_PATTERN,
  UK_POSTCODE_PATTERN,
} from './addresses';
export type { AddressInput, AddressLookup, DeliveryAddress, HistoryAddress, MemberAddress } from './addresses';
