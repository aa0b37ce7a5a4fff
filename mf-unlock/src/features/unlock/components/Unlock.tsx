// /unlock's body: the step the attempt is at (use-unlock-flow.ts), with where it stands among the four.
import { t } from '../../../i18n';
import { Loader } from '@shop/shared/ui';
import { DoneStep, OverStep } from './EndSteps';
import { CodeStep } from './CodeStep';
import { FinishStep } from './FinishStep';
import { LinkPinStep, PinStep, SendStep } from './PinSteps';
import { useUnlockFlow, type UnlockView } from './use-unlock-flow';
import styles from './unlock.module.css';

const STEPS = ['unlock.step.code', 'unlock.step.pin', 'unlock.step.account', 'unlock.step.done'] as const;

function stepOf(view: UnlockView): number {
  if (view.step === 'code') return 0;
  if (view.step === 'link') return 1;
  if (view.step === 'attempt') return view.attempt.state === 'verified' ? 2 : 1;
  if (view.step === 'done') return 3;
  return -1;
}

function Steps({ current }: { current: number }) {
  if (current < 0) return null;
  return (
    <ol className={styles.steps} aria-label={t('unlock.step.label')}>
      {STEPS.map((key, i) => (
        <li key={key} aria-current={i === current ? 'step' : undefined}>
          {t(key)}
        </li>
      ))}
    </ol>
  );
}

/**
 * `firstView`: the server's paint of the page (prerender.tsx), which cannot read the browser's
 * attempt: the first step, where nearly every visit starts; the browser's own render follows.
 */
export function Unlock({ link, firstView = false }: { link: string | null; firstView?: boolean }) {
  const flow = useUnlockFlow(link);
  const view: UnlockView = firstView ? { step: 'code' } : flow.view;
  let body;
  if (view.step === 'loading') body = <Loader />;
  else if (view.step === 'code') body = <CodeStep flow={flow} />;
  else if (view.step === 'link') body = <LinkPinStep flow={flow} />;
  else if (view.step === 'done') body = <DoneStep view={view} />;
  else if (view.step === 'over') body = <OverStep flow={flow} failure={view.failure} />;
  else if (view.attempt.state === 'code-verified') body = <SendStep flow={flow} attempt={view.attempt} />;
  else if (view.attempt.state === 'pin-sent') body = <PinStep flow={flow} attempt={view.attempt} />;
  else body = <FinishStep flow={flow} attempt={view.attempt} />;
  return (
    <div className={styles.flow} data-unlock-step={view.step === 'attempt' ? view.attempt.state : view.step}>
      <Steps current={stepOf(view)} />
      {body}
    </div>
  );
}
