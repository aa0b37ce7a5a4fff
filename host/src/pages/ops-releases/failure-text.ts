// What a refused call says on the page: the release codes (R001–R005, @shop/shared/rules
// RELEASE_CODES) and STAFF_ONLY have their own words; a network failure the shop's; anything
// else names its code so staff can look it up.
import { GENERIC_CODES } from '@shop/shared/api';
import { RELEASE_CODES } from '@shop/shared/rules';
import type { OpsFailure } from './api/client';
import { t } from './i18n';

const WORDED = new Set<string | number>([...Object.values(RELEASE_CODES), 'STAFF_ONLY']);

export function failureText(failure: Pick<OpsFailure, 'code'>): string {
  if (failure.code === GENERIC_CODES.system) return t('error.network');
  if (WORDED.has(failure.code)) return t(`ops.error.${failure.code}`);
  return t('ops.error.generic', { code: String(failure.code) });
}
