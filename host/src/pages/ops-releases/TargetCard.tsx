// One target (the host or a remote): what is live (version, since when, by whom), its canary
// when the API shows one, the changes that need a reason (roll back; promote and abort a canary),
// 'release a version', and its history, newest first.
import { useId } from 'react';
import { dateFormat, releaseAllowed } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { CANARY_PERMISSION, type CanaryAction } from './api/canary';
import type { Change, ChangeAnswer, LivePointer, Target } from './api/types';
import { t } from './i18n';
import { PreviewLinkButton } from './PreviewLinkButton';
import { ReleaseForm } from './ReleaseForm';
import styles from './ops-releases.module.css';

export type Ask = 'rollback' | CanaryAction;

const when = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** Who made a change, in words: you, the build, the shop itself, or another staff id. */
export function whoText(actor: string, me: { staffId: string; email: string }): string {
  if (actor === me.staffId) return `${t('ops.history.you')} (${me.email})`;
  if (actor === 'build') return t('ops.history.build');
  if (actor === 'system') return t('ops.history.system');
  return actor;
}

export interface TargetCardProps {
  target: Target;
  live: LivePointer | null;
  history: Change[];
  permissions: string[];
  me: { staffId: string; email: string };
  hasMore: boolean;
  onMore: () => void;
  onAsk: (ask: Ask) => void;
  onReleased: (answer: ChangeAnswer) => void;
}

export function TargetCard({ target, live, history, permissions, me, hasMore, onMore, onAsk, onReleased }: TargetCardProps) {
  const titleId = useId();
  const hintId = useId();
  const label = t(`ops.target.${target}`);
  const since = live ? history.find((h) => h.version === live.version) : undefined;
  const canary = live?.canary ?? null;
  const may = (action: 'release' | 'rollback') => releaseAllowed(permissions, action, target);

  return (
    <section className={styles.card} aria-labelledby={titleId} data-target={target}>
      <h2 id={titleId} className={styles.h2}>
        {label} <code className={styles.code}>{target}</code>
      </h2>
      <h3 className={styles.h3}>{t('ops.live')}</h3>
      {live ? (
        <dl className={styles.facts}>
          <dt>{t('ops.live.version')}</dt>
          <dd data-testid="live-version">
            <code className={styles.code}>{live.version}</code>
          </dd>
          <dt>{t('ops.live.since')}</dt>
          <dd>{since ? formatWhen(since.at) : t('ops.live.unknown')}</dd>
          <dt>{t('ops.live.by')}</dt>
          <dd>{since ? `${whoText(since.actor, me)}, ${t(`ops.how.${since.how}`)}` : t('ops.live.unknown')}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t('ops.live.none')}</p>
      )}
      {canary ? (
        <div className={styles.canary} data-testid="canary">
          <h3 className={styles.h3}>{t('ops.canary')}</h3>
          <dl className={styles.facts}>
            <dt>{t('ops.canary.version')}</dt>
            <dd>
              <code className={styles.code}>{canary.version}</code>
            </dd>
            <dt>{t('ops.canary.share')}</dt>
            <dd>{`${canary.share}%`}</dd>
            {canary.since ? (
              <>
                <dt>{t('ops.canary.since')}</dt>
                <dd>
                  {formatWhen(canary.since)}
                  {canary.actor ? `, ${whoText(canary.actor, me)}` : ''}
                </dd>
              </>
            ) : null}
            {canary.figures ? (
              <>
                <dt>{t('ops.canary.figures')}</dt>
                <dd>
                  {t('ops.canary.figuresValue', {
                    canary: canary.figures.canary.failures,
                    canaryLoads: canary.figures.canary.loads,
                    stable: canary.figures.stable.failures,
                    stableLoads: canary.figures.stable.loads,
                  })}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      <div className={styles.actions} role="group" aria-label={t('ops.actions')}>
        <Button variant="secondary" disabled={!live || !may('rollback')} aria-describedby={may('rollback') ? undefined : hintId} onClick={() => onAsk('rollback')}>
          {t('ops.rollBack')}
        </Button>
        {canary ? (
          <>
            <Button variant="secondary" disabled={!may(CANARY_PERMISSION.promote)} onClick={() => onAsk('promote')}>
              {t('ops.promote')}
            </Button>
            <Button variant="secondary" disabled={!may(CANARY_PERMISSION.abort)} onClick={() => onAsk('abort')}>
              {t('ops.abort')}
            </Button>
          </>
        ) : null}
      </div>
      {may('rollback') ? null : (
        <p id={hintId} className={styles.muted}>
          {t('ops.notAllowed', { target: label })}
        </p>
      )}
      <details className={styles.release}>
        <summary>{t('ops.release.title')}</summary>
        <ReleaseForm target={target} label={label} allowed={may('release')} onDone={onReleased} />
      </details>
      <h3 className={styles.h3}>{t('ops.history')}</h3>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('ops.history.empty')}</p>
      ) : (
        <ol className={styles.history} data-testid="history">
          {history.map((h, i) => (
            <li key={h.id}>
              <p className={styles.change}>
                {h.kind && h.kind !== 'release'
                  ? t(`ops.kind.${h.kind}`, { version: h.version, share: h.share ?? 0 })
                  : h.previousVersion
                    ? t('ops.history.change', { version: h.version, previous: h.previousVersion })
                    : t('ops.history.first', { version: h.version })}
              </p>
              <p className={styles.meta}>{t('ops.history.meta', { when: formatWhen(h.at), who: whoText(h.actor, me), how: t(`ops.how.${h.how}`) })}</p>
              <p className={styles.reason}>{h.reason}</p>
              {/* Preview: each version once (its newest row), any but the one live for everyone. */}
              {h.version !== live?.version && history.findIndex((o) => o.version === h.version) === i ? <PreviewLinkButton target={target} version={h.version} allowed={may('release')} /> : null}
            </li>
          ))}
        </ol>
      )}
      {hasMore ? (
        <Button variant="secondary" onClick={onMore}>
          {t('ops.history.more')}
        </Button>
      ) : null}
    </section>
  );
}
