// What a contact enquiry can be about (GET contact/enquirytypes). Each type says which of the
// form's optional parts it needs, so the page shows them and the API requires them (§8 1011, 1015, 1017).
export interface EnquiryType {
  id: number;
  name: string;
  description: string;
  /** The order number, whether it was a web order, and whether it was bought or sold to us. */
  needsOrder: boolean;
  /** A price or stock question about an item. */
  needsItem: boolean;
}

export const ENQUIRY_TYPES: EnquiryType[] = [
  { id: 1, name: 'An order I placed', description: 'Where it is, changing it, or something missing from the parcel.', needsOrder: true, needsItem: false },
  { id: 2, name: 'Returns and refunds', description: 'Sending something back within 30 days, or a refund you are waiting for.', needsOrder: true, needsItem: false },
  { id: 3, name: 'Delivery and click-and-collect', description: 'Delivery times, couriers and collecting from a store.', needsOrder: true, needsItem: false },
  { id: 4, name: 'Something I sold to you', description: 'A quote, a parcel on its way to us, or a payment for your items.', needsOrder: true, needsItem: false },
  { id: 5, name: 'Price or stock of an item', description: 'Whether we have something in, or the price of an item not sold online.', needsOrder: false, needsItem: true },
  { id: 6, name: 'My account', description: 'Signing in, your details, or your membership.', needsOrder: false, needsItem: false },
  { id: 7, name: 'Our stores', description: 'Opening hours, parking, baby changing and store events.', needsOrder: false, needsItem: false },
  { id: 8, name: 'Something else', description: 'Anything we have not listed: we read every message.', needsOrder: false, needsItem: false },
];

export const enquiryType = (id: number) => ENQUIRY_TYPES.find((t) => t.id === id);
