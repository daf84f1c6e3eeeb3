import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CalloutReviewer, Contact, RuleGroup } from '@masthead/core';
import { Button, CheckboxField, FormAlert, TextField } from '@masthead/ui';
import { useAppContext } from '../../../../app-context.ts';
import { errorText } from '../../../../common/error-text.ts';
import { useSubmit } from '../../../../common/use-submit.ts';
import { LoadState } from '../../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../../admin-kit/use-load.ts';
import { CardSection } from '../../../../layouts/card-section.tsx';
import * as css from '../../../../admin-kit/admin.css.ts';

/** Admins only: who reviews the call-out's responses, and who of them may edit it. */
export function ReviewersSection({ calloutId }: { calloutId: string }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const { result, set } = useLoad(() => api.callouts.reviewers({ params: { id: calloutId } }), [calloutId]);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const reviewers = result.state === 'done' ? result.value : [];

  const run = async (key: string, call: () => Promise<CalloutReviewer[]>, done: string) => {
    setBusy(key);
    setFailure(null);
    try {
      set(await call());
      setStatus(done);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const add = (contact: Contact) => {
    const name = contact.displayName;
    return run(
      `add-${contact.id}`,
      async () => [
        ...reviewers,
        await api.callouts.addReviewer({ params: { id: calloutId }, body: { contactId: contact.id, canEdit: false } }),
      ],
      t`${name} is now a reviewer.`,
    );
  };
  const toggle = (reviewer: CalloutReviewer, canEdit: boolean) => {
    const name = reviewer.contact.displayName;
    return run(
      `edit-${reviewer.contact.id}`,
      async () => {
        const saved = await api.callouts.updateReviewer({
          params: { id: calloutId, contactId: reviewer.contact.id },
          body: { canEdit },
        });
        return reviewers.map((r) => (r.id === reviewer.id ? saved : r));
      },
      canEdit ? t`${name} may now edit the call-out.` : t`${name} may no longer edit the call-out.`,
    );
  };
  const remove = async (reviewer: CalloutReviewer) => {
    const name = reviewer.contact.displayName;
    await run(
      `remove-${reviewer.contact.id}`,
      async () => {
        await api.callouts.removeReviewer({ params: { id: calloutId, contactId: reviewer.contact.id } });
        return reviewers.filter((r) => r.id !== reviewer.id);
      },
      t`${name} is no longer a reviewer.`,
    );
    // The button pressed is gone: keep the reader in this section.
    heading.current?.focus();
  };

  return (
    <CardSection title={<span ref={heading} tabIndex={-1}>{t`Reviewers`}</span>}>
      <p className={css.muted}>
        <Trans>Reviewers work this call-out's responses. Those who may edit can also change the call-out itself.</Trans>
      </p>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" className={css.muted}>
        {status}
      </p>
      <LoadState result={result}>
        {(list) =>
          list.length === 0 ? (
            <p>
              <Trans>No reviewers yet.</Trans>
            </p>
          ) : (
            <ul className={css.plainList} aria-label={t`Reviewers of this call-out`}>
              {list.map((reviewer) => {
                const name = reviewer.contact.displayName;
                return (
                  <li key={reviewer.id} className={`${css.listItem} ${css.row}`}>
                    <span>
                      {name} <span className={css.muted}>({reviewer.contact.email})</span>
                    </span>
                    <CheckboxField
                      label={t`${name} may edit the call-out`}
                      checked={reviewer.canEdit}
                      disabled={busy !== null}
                      onCheckedChange={(checked) => void toggle(reviewer, checked)}
                    />
                    <Button
                      variant="dangerText"
                      size="sm"
                      loading={busy === `remove-${reviewer.contact.id}`}
                      onClick={() => void remove(reviewer)}
                    >
                      {t`Remove ${name}`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
      <ContactSearch
        exclude={new Set(reviewers.map((r) => r.contact.id))}
        busy={busy}
        onAdd={(contact) => void add(contact)}
      />
    </CardSection>
  );
}

/** `GET contact` (admins): up to ten contacts whose name or email contains `text`. */
const contactSearchQuery = (text: string) => {
  const value = [text.trim()];
  const rules: RuleGroup = {
    condition: 'OR',
    rules: ['firstname', 'lastname', 'email'].map((field) => ({ field, operator: 'contains', value })),
  };
  return { rules: JSON.stringify(rules), limit: 10 };
};

/**
 * Finds contacts by name or email; 'Contact not found' when nothing matches (docs/product/errors.md,
 * "Situation-specific messages").
 */
function ContactSearch({
  exclude,
  busy,
  onAdd,
}: {
  exclude: Set<string>;
  busy: string | null;
  onAdd: (contact: Contact) => void;
}) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Contact[] | null>(null);
  const { busy: searching, error: failure, submit } = useSubmit();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    await submit(() => api.contacts.list({ query: contactSearchQuery(text) }), {
      onSuccess: ({ items }) => setFound(items),
      onError: (error) => {
        setFound(null);
        return errorText(error);
      },
    });
  };

  const candidates = found?.filter((contact) => !exclude.has(contact.id)) ?? null;
  return (
    <form role="search" aria-label={t`Add a reviewer`} onSubmit={(event) => void search(event)}>
      <h3>
        <Trans>Add a reviewer</Trans>
      </h3>
      <div className={css.toolbar}>
        <TextField label={t`Name or email`} value={text} onValueChange={setText} />
        <Button type="submit" variant="primaryOutlined" loading={searching}>
          <Trans>Find contact</Trans>
        </Button>
      </div>
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <div role="status">
        {candidates && candidates.length === 0 && (
          <p>
            <Trans>Contact not found</Trans>
          </p>
        )}
      </div>
      {candidates && candidates.length > 0 && (
        <ul className={css.plainList} aria-label={t`Contacts found`}>
          {candidates.map((contact) => {
            const name = contact.displayName;
            return (
              <li key={contact.id} className={`${css.listItem} ${css.row}`}>
                <span>
                  {name} <span className={css.muted}>({contact.email})</span>
                </span>
                <Button size="sm" loading={busy === `add-${contact.id}`} onClick={() => onAdd(contact)}>
                  {t`Add ${name} as a reviewer`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
