// In-store membership on the wire (spec §3 'id proofs'; §7 GET members/{id}/idproofs, DELETE
// members/{id}/idproof/{idproofPrimaryId}): an ID check done in store as the API sends it and
// the In-store membership tab shows it. Kept of the document: its type, the last 4 characters
// of its number and its expiry; never the full number, a scan or a photo.

/** One ID check staff recorded in store. */
export interface IdProof {
  /** Digits: the check's id, for DELETE idproof/{idproofPrimaryId}. */
  idproofPrimaryId: string;
  idType: { idTypeId: number; name: string };
  /** The last 4 characters of the document number. */
  last4: string;
  /** The document's expiry, YYYY-MM-DD. */
  expiresOn: string;
  /** Whether the document has expired (its expiry before today). */
  expired: boolean;
  /** When it was checked (ISO date-time). */
  checkedAt: string;
  checkedStore: { storeId: number; storeName: string };
}
