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
export {
  ENQUIRY_CODES,
  ENQUIRY_EMAIL_MAX,
  ENQUIRY_ITEM_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_NAME_MAX,
  ENQUIRY_NAME_PATTERN,
  ENQUIRY_SUBJECT_MAX,
  ENQUIRY_TOWN_MAX,
  enquiryInputSchema,
  HONEYPOT_FIELD,
  honeypotProperty,
  ORDER_NUMBER_MAX,
  ORDER_NUMBER_PATTERN,
  ORDER_TYPES,
  personFields,
  PRICE_STOCK_KINDS,
  priceRequestInputSchema,
} from './enquiries';
export type { EnquiryInput, OrderType, PriceRequestInput, PriceStockKind } from './enquiries';
export { JOB_ROLES, JOB_SEARCH_MILES_MAX, jobSearchQuerySchema } from './jobs';
export type { JobQuery, JobRole, JobSearch, JobVacancy } from './jobs';
export { SEARCH_FACETS, SEARCH_MAX_HITS_PER_PAGE, SEARCH_MAX_PAGE, SEARCH_MAX_VALUES_PER_FACET, SEARCH_MAX_VALUES_PER_FILTER, SEARCH_QUERY_MAX, searchRequestSchema } from './search';
export type { SearchAnswer, SearchFacet, SearchRequest } from './search';
export type { IdProof } from './in-store';
export type { PageHead } from './page-head';
export type { RemoteBootInfo } from './boot';
export {
  buyInDepartmentSchema,
  buyInModelListingSchema,
  offerLineSchema,
  quoteOfferSchema,
  QUOTE_ANSWER_ID_PATTERN,
  QUOTE_ANSWER_VALUE_MAX,
  QUOTE_ANSWERS_MAX,
  QUOTE_CODES,
  QUOTE_QUESTION_TYPES,
  QUOTE_STATES,
  quoteAnswersInputSchema,
  quoteAnswersSchema,
  quoteSafetySchema,
} from './quotations';
export type {
  BuyInDepartment,
  BuyInModelListing,
  Offer,
  OfferLine,
  QuoteAnswer,
  QuoteAnswerEffect,
  QuoteAnswersInput,
  QuoteDetail,
  QuoteMoney,
  QuoteOptionRefusal,
  QuoteQuestion,
  QuoteQuestionOption,
  QuoteQuestionType,
  QuoteSafety,
  QuoteState,
  SafetyRefusal,
} from './quotations';
export { GENERIC_CODES } from './common';
export { AUTH_CODES } from './auth';
export { MEMBER_CODES } from './members';
export { BASKET_CODES } from './basket';
export { ORDER_CODES } from './orders';
export { VOUCHER_CODES } from './vouchers';
export { CATALOGUE_CODES } from './catalogue';
export { SETTINGS_CODES } from './settings';
export { GOODS_IN_CODES, INSPECTION_GRADES } from './goods-in';
export type { ArrivingItem, ArrivingOrder, BenchItem, BenchParcel, GoodsInClaim, GoodsInHistoryEntry, GradeOption, InspectionGrade, InspectOutcome } from './goods-in';
