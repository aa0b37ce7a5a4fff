// A member's cookie choices live in their consent history (GET/PUT members/{id}/consents, cookie
// consent types 3–5 with the notice version), so a choice follows them to other devices. Merged
// at sign-in: the newer choice wins; a newer guest choice is written to the member's history.
// A lazy chunk of the host: guests never load it.
import type { Api } from '@shop/shared/http';
import { consent as pageConsent, createRecord, mergeChoices, sameChoices, type ConsentManager, type ConsentRecord } from '@shop/shared/consent';
import { COOKIE_CONSENT_TYPE_IDS, type MemberConsents } from '@shop/shared/rules';
import { bus } from '@shop/shared/bus';

const path = (memberId: string) => `/members/${encodeURIComponent(memberId)}/consents`;

/** The member's latest answer to the notice, from their consents and history; null when they never answered. */
export function memberRecord(data: MemberConsents): ConsentRecord | null {
  const latest = data.history.find((h) => h.source === 'cookie-notice' && typeof h.noticeVersion === 'number');
  if (!latest) return null;
  const granted = (id: number) => data.consents.some((c) => c.consentTypeId === id && c.granted);
  return createRecord(
    { analytics: granted(COOKIE_CONSENT_TYPE_IDS.analytics), marketing: granted(COOKIE_CONSENT_TYPE_IDS.marketing), sessionReplay: granted(COOKIE_CONSENT_TYPE_IDS.sessionReplay) },
    new Date(latest.chosenAt ?? latest.changedAt),
    latest.noticeVersion!,
  );
}

export function createMemberConsents(client: Pick<Api, 'get' | 'put'>, consent: Pick<ConsentManager, 'load' | 'record' | 'adopt'> = pageConsent) {
  const write = async (memberId: string, r: ConsentRecord) => {
    const consents = (Object.keys(COOKIE_CONSENT_TYPE_IDS) as Array<keyof typeof COOKIE_CONSENT_TYPE_IDS>).map((p) => ({ consentTypeId: COOKIE_CONSENT_TYPE_IDS[p], granted: r.purposes[p] }));
    await client.put(path(memberId), { consents, noticeVersion: r.noticeVersion, chosenAt: r.chosenAt });
    bus.emit('host:consent-changed', { record: r, origin: 'member' });
  };
  return {
    /** At sign-in (and once per visit for a signed-in member): the newer of the two choices holds on both sides. */
    async merge(memberId: string): Promise<void> {
      const guest = await consent.load();
      const member = memberRecord(await client.get<MemberConsents>(path(memberId)));
      const { winner, writeToMember, ask } = mergeChoices(guest, member);
      if (ask) bus.emit('host:open-dialog', { dialog: 'consent', closeOthers: false });
      if (!winner) return;
      if (writeToMember) await write(memberId, winner);
      else if (!guest || guest.chosenAt !== winner.chosenAt || guest.noticeVersion !== winner.noticeVersion || !sameChoices(guest.purposes, winner.purposes)) {
        await consent.adopt(winner);
      }
    },
    /** A choice made while signed in is added to the member's history. */
    save: write,
  };
}
