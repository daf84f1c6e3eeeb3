import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isSafeLinkTarget } from '@masthead/core';
import { Button } from '../button/button.tsx';
import { TextField } from '../form/text-field.tsx';
import * as styles from './rich-text.css.ts';

interface LinkFormProps {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * Where the writer types a link's address (no `prompt()`: it cannot be
 * styled, translated or tested). A target the policy refuses is still
 * applied, emptied, as docs/product/rules.md (Links in rich text) says, and
 * the writer is told why.
 */
export function LinkForm({ initial, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useLingui();
  const [href, setHref] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const refused = href.trim() !== '' && !isSafeLinkTarget(href.trim());
  useEffect(() => input.current?.focus(), []);

  // A group, not a <form>: the editor usually sits inside the page's own form.
  return (
    <div
      role="group"
      aria-label={t`Link`}
      className={styles.linkForm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        } else if (event.key === 'Enter' && event.target === input.current) {
          event.preventDefault();
          onApply(href.trim());
        }
      }}
    >
      <TextField
        ref={input}
        className={styles.linkField}
        label={t`Link address`}
        value={href}
        onValueChange={setHref}
        inputMode="url"
        description={
          refused ? t`Only web, email, phone and similar links are allowed: this link will have no target.` : undefined
        }
      />
      <Button size="sm" onClick={() => onApply(href.trim())}>
        <Trans>Apply link</Trans>
      </Button>
      {initial && (
        <Button variant="dangerText" size="sm" onClick={onRemove}>
          <Trans>Remove link</Trans>
        </Button>
      )}
      <Button variant="text" size="sm" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
