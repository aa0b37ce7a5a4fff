// `staff idproof <memberEmail> <idTypeId> <last4> <expiry> [--store <storeId>]`: the ID check
// a store did before buying from a member (in-store/id-proofs.ts keeps only what it may).
export const ID_PROOF_USAGE = "usage: staff idproof <memberEmail> <idTypeId> <last4> <expiry YYYY-MM-DD> [--store <storeId>]   (store: the member's home store if not given)";

/** Parses the arguments after `idproof`; null when they are not that shape (the values are checked when recorded). */
export function parseIdProofCommand(args: string[]): { memberEmail: string; idTypeId: number; last4: string; expiresOn: string; storeId: number | null } | null {
  const storeAt = args.indexOf('--store');
  const storeText = storeAt >= 0 ? args[storeAt + 1] : undefined;
  const rest = storeAt >= 0 ? [...args.slice(0, storeAt), ...args.slice(storeAt + 2)] : args;
  const [command, memberEmail, idTypeText, last4, expiresOn, ...extra] = rest;
  if (command !== 'idproof' || extra.length > 0 || !memberEmail || !last4 || !expiresOn) return null;
  if (!/^[0-9]{1,4}$/.test(idTypeText ?? '')) return null;
  if (storeAt >= 0 && !/^[0-9]{1,6}$/.test(storeText ?? '')) return null;
  return { memberEmail, idTypeId: Number(idTypeText), last4, expiresOn, storeId: storeText ? Number(storeText) : null };
}
