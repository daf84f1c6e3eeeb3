import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, FormAlert, type ButtonVariant } from '@masthead/ui';
import { useSubmit } from '../../../common/use-submit.ts';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import * as styles from './contacts.css.ts';
import * as own from './account.css.ts';

export interface ActionResult {
  say: ReactNode;
  show?: ReactNode;
}

export interface SecurityActionProps {
  title: string;
  /** What the action does, read with its button. */
  description: ReactNode;
  label: string;
  variant?: ButtonVariant;
  /** Asked first, for what cannot be taken back. */
  confirm?: { title: string; body: ReactNode; label: string };
  /** Makes the call; answers what to say in the live region and, if any, what to show under it (a link). */
  run: () => Promise<ActionResult>;
  /** Shown before any run, e.g. whether 2FA is on. */
  state?: ReactNode;
  hidden?: boolean;
}

/**
 * One admin action on the contact's account, as a titled block: what it
 * does, its button (after a confirmation where asked), then its result in a
 * live region, or the catalogue's text of a refusal.
 */
export function SecurityAction({
  title,
  description,
  label,
  variant,
  confirm,
  run,
  state,
  hidden,
}: SecurityActionProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const { busy, error: failure, submit } = useSubmit();

  const act = async () => {
    setAsking(false);
    setResult(null);
    await submit(run, { onSuccess: setResult });
  };

  return (
    <div className={own.action} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={own.actionTitle}>
        {title}
      </h3>
      <p id={`${id}-description`} className={own.description}>
        {description}
      </p>
      {state}
      {!hidden && (
        <div className={styles.actions}>
          <Button
            variant={variant ?? 'greyOutlined'}
            loading={busy}
            aria-describedby={`${id}-description`}
            onClick={() => (confirm ? setAsking(true) : void act())}
          >
            {label}
          </Button>
        </div>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" className={own.result}>
        {result?.say}
      </p>
      {result?.show}
      {asking && confirm && (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.label}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => void act()}
        >
          {confirm.body}
        </ConfirmDialog>
      )}
    </div>
  );
}
