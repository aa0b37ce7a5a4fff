export { resolveHostConfig, BLOG_CATEGORIES, currencySymbol, formatCount, formatMoney, BRAND_NAME, SITE_DOMAIN, LOCALE } from './host-config';
export { formatPounds, toPence, toPounds } from './money';
export type { Environment, HostConfig } from './host-config';
export { mask, slugify } from './text';
export { dateFormat, monthText } from './date-format';
export {
  ACCOUNT_HOLDER_NAME_MAX,
  ACCOUNT_HOLDER_NAME_PATTERN,
  ACCOUNT_NUMBER_PATTERN,
  BANK_ACCOUNT_CODES,
  digitsOf,
  REAUTHENTICATION_REQUIRED,
  ROLL_NUMBER_MAX,
  ROLL_NUMBER_MIN,
  ROLL_NUMBER_PATTERN,
  SORT_CODE_PATTERN,
} from './bank-account';
export { errorMessage } from './error-messages';
export type { ErrorContext } from './error-messages';
export {
  cardStockState,
  COLLECTION,
  canonicalProductPath,
  DELIVERY,
  defaultDeliveryMethod,
  imageViewName,
  isUnavailable,
  isZoomUsable,
  listingBreadcrumbs,
  normaliseUrlText,
  onSaleOnline,
  pageWindow,
  productButtonDisplay,
  productDetailUrl,
  purchaseChoices,
  priceOnRequest,
  shouldFetchBrandDescription,
  stockState,
  ZOOM_SIZE,
} from './catalogue';
export type { ButtonDisplay, Crumb, DeliveryMethodId, ProductLinkInput, PurchaseChoices, StockFacts, StockState } from './catalogue';
export { GRADE_CODE_PATTERN, gradeLabel, GRADES_PAGE, isGradeCode } from './grades';
export type { GradeFacts } from './grades';
export { normaliseUkPhone, normaliseUkPostcode, postalLines } from './address';
export { isPastDate, MEMBER_NAME_MAX, MEMBER_NAME_PATTERN, NI_NUMBER_MAX, NI_NUMBER_PATTERN, normaliseNiNumber, PROFILE_CODES, SELLER_MIN_AGE } from './profile';
export { basketKey, basketsDiffer, collectionToDelivery, DEFAULT_COLLECTION_MERGE_LIMIT, hasCollectionItem, chargeSettingsOf, itemDeliveryCharge, mergedQuantity, quantityCeiling, quantityProblem } from './basket';
export type { ChargeSettings, ComparableLine, LineItem, MergeLimits, QuantityCeiling, QuantityProblem } from './basket';
export { deliveryPromise, deliveryPromiseLine } from './delivery-promise';
export { COMPANY } from './company';
export type { DeliveryPromise, DeliveryTerms } from './delivery-promise';
export { BANK_HOLIDAYS, expectedDelivery, expectedDeliveryText, isWorkingDay, lineMethodText, readyToCollect, readyToCollectText, UK_TIME_ZONE } from './fulfilment';
export type { CollectionStore, ExpectedDelivery, OpeningHours } from './fulfilment';
export { BOX_ID_PATTERN, FAVOURITES_MAX, STOCK_ALERTS_MAX, STOCK_ALERTS_PER_CALL } from './favourites';
export type { ConsentChange, ConsentChoice, ConsentKind, ConsentSource, ConsentView, MemberConsents } from './consents';
export { COMING_UP_CONSENT_TYPE_ID, COOKIE_CONSENT_TYPE_IDS } from './consents';
export { ANONYMOUS_ID_KEY, CONVERSION_EVENT_NAMES, CONVERSION_EVENTS, CONVERSION_PATH, CONVERSION_RATE_LIMIT, TRACKING_CODES } from './tracking';
export type { ConversionConsent, ConversionEventName, ConversionRequest } from './tracking';
export { QUEUE_CODES, QUEUE_COOKIES, WAITING_ROOM_PATH, WAITING_ROOM_RETURN_PARAM } from './queue';
export { CARRIERS, isCarrier, orderStateOf, paymentStateOf, TRACKING_NUMBER_PATTERN, trackingUrl } from './orders';
export type { CarrierId, CheckoutOrder, OrderDetail, OrderDetailItem, OrderState, OrderStore, OrderSummary, PaymentState, StoredOrderStatus } from './orders';
export { megabytes, missingQuoteViews, photoTypeOfBytes, QUOTE_PHOTO_CODES, QUOTE_PHOTO_LIMITS, QUOTE_PHOTO_SIZES, QUOTE_VIEW_NUMBERS, QUOTE_VIEWS, quoteImageTypes } from './quote-photos';
export type { QuoteImageType, QuotePhotoSize, QuoteViewName } from './quote-photos';
export { canMoveQuote, FINAL_QUOTE_STATES, isQuoteState, nextQuoteStates, OPEN_QUOTE_STATES, QUOTE_PRICE_LOCK_DAYS, QUOTE_TRANSITIONS, quoteMoveProblem, transitionOf } from './quote-states';
export type { QuoteActor, QuoteTransition } from './quote-states';
export { FINAL_UNLOCK_STATES, isUnlockState, nextUnlockStates, UNLOCK_CODES, UNLOCK_LIMITS, UNLOCK_PURPOSES, UNLOCK_STATES, UNLOCK_TRANSITIONS, unlockMoveProblem } from './unlock-states';
export type { UnlockActor, UnlockPurpose, UnlockState, UnlockTransition } from './unlock-states';
export { needsMobileVerificationOf, tradeabilitiesOf } from './tradeabilities';
export type { Tradeabilities, TradeabilityFacts } from './tradeabilities';
export { payoutAmount, payoutTypeOf, REVISION_TOLERANCE_CHOICES, REVISION_TOLERANCE_MAX, SELL_PAYOUT_METHODS, toleranceProblem, withinTolerance } from './sell-payouts';
export type { QuoteAmounts, SellPayoutMethod } from './sell-payouts';
export { CAR_SEAT_CATEGORY_IDS, isCarSeatCategory, isSellToUsCategory, modelDisplayName, SELL_TO_US_CATEGORY_IDS } from './sell-to-us';
export { formatMembershipNumber, luhnCheckDigit, maskEmail, MEMBERSHIP_NUMBER_MAX, MEMBERSHIP_NUMBER_PATTERN, normaliseMembershipNumber, PAYOUT_STORE_CODES, WALLET_EMAIL_MAX, WALLET_PROVIDER } from './payout-and-store';
export { CARD_TOKEN_CODES, CARD_TOKEN_ID_PATTERN, cardExpired, cardExpiryText } from './card-tokens';
export type { SavedCard } from './card-tokens';
export { HANDOVER_METHODS, isWebBuyOrderId, UK_BANK_NAMES, WEB_BUY_ORDER_CODES, WEB_BUY_ORDER_ID_PATTERN, WEB_BUY_ORDER_MAX_QUOTES, WEB_BUY_ORDER_STATES } from './web-buy-orders';
export type { HandoverMethod, WebBuyOrderState } from './web-buy-orders';
export { RECYCLABLE_QUOTE_STATES, recycleProblem, SELL_SEND_PATH, sellModelUrl } from './web-buy-orders';
export {
  BOX_LIMITS,
  boxesProblem,
  PACKING_GUIDANCE,
  COLLECTION_CODES,
  COLLECTION_SLOT_DAYS,
  COLLECTION_STATUSES,
  collectionMoves,
  collectionSlots,
  nextCollectionStatus,
  oneBoxEach,
  TRACKING_STATUSES,
} from './parcel-collection';
export type { CollectionStatus, TrackingStatus } from './parcel-collection';
export { DEFAULT_RETURNS_ADDRESS, RETURNS_ADDRESS_SETTING, returnsAddressLines, returnsAddressOf } from './returns-address';
export { SHOP_PLATFORM_ID } from './platform';
export { PASSWORD_MAX, PASSWORD_MIN } from './passwords';
export { isQuoteId, QUOTE_ID_PATTERN } from './quote-id';
export type { ReturnsAddress } from './returns-address';
export { normaliseSearchText, SEARCH_TEXT_MAX, SUGGESTIONS_MAX } from './search-text';
export {
  CV_LIMITS,
  ENQUIRY_EMAIL_PATTERN,
  ENQUIRY_RATE_LIMIT,
  FEEDBACK_CODE_DAYS,
  FEEDBACK_CODE_PATTERN,
  FEEDBACK_CODES,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  JOB_COVER_NOTE_MAX,
  JOB_ID_PATTERN,
} from './enquiries';
export type { FeedbackSubject } from './enquiries';
export { FEATURE_FLAGS, isFeatureFlag, type ShopFeatureFlag } from './feature-flags';
export type { FaqGroup, FaqQuestion, Picture, PostSummary, PressSummary } from './content';
export {
  BEACON_KINDS,
  BEACON_PATH,
  BEACON_TOKEN_MINUTES,
  CANARY_CODES,
  COHORT_COOKIE,
  OPERATIONS_TARGET,
  OPS_RELEASES_PATH,
  MAX_BEACONS_PER_PAGE,
  PREVIEW_CODES,
  PREVIEW_ID_PATTERN,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_PATH,
  PREVIEW_MINUTES_DEFAULT,
  PREVIEW_MINUTES_MAX,
  PREVIEW_PATH,
  RELEASE_CODES,
  RELEASE_HOW,
  RELEASE_KINDS,
  RELEASE_REASON_MAX,
  RELEASE_URL_MAX,
  RELEASE_URL_PATTERN,
  RELEASE_VERSION_MAX,
  RELEASE_VERSION_PATTERN,
  releaseAllowed,
  type BeaconKind,
  type ReleaseAction,
  type ReleaseChange,
  type ReleaseHow,
  type ReleaseKind,
} from './releases';
export { cardCvcProblem, cardDataProblem, cardDigits, cardExpiryProblem, cardNumberProblem, cvcLengthFor, luhnValid } from './card-data';
export type { CardDataProblem, TypedCard } from './card-data';
export type { MemberVoucher } from './vouchers';
export { spendableVouchers, voucherSplit } from './vouchers';
export { orderPayments, PAYMENT_IDS, STORE_CREDIT_CODES, storeCreditSplit } from './store-credit';
export type { OrderPayment, StoreCreditOffer } from './store-credit';
export { GOODS_IN_CLAIM_MINUTES, GOODS_IN_ORDER_PARAM, GOODS_IN_PARCEL_PATH, GOODS_IN_PATH, LISTING_NOTE_MAX } from './goods-in';
export { ageInMonths, CLOTHING_LISTING, monthAfter, OUTGROWN_STAGES, outgrownByAll, outgrownNow, SELL_BACK_STAGE_BY_CATEGORY, stageListingUrl } from './outgrown';
export type { ChildFacts, KindNow, OutgrownKind, Stage as OutgrownStage } from './outgrown';
export { CHILD_DUE_MONTHS_AHEAD, CHILD_HEIGHT_CM, CHILD_MAX_AGE_YEARS, CHILDREN_CODES, CHILDREN_MAX } from './children';
export type { Child, ComingUp, OutgrownItem } from './children';
