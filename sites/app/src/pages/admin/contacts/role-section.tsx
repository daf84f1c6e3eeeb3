import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { contactRoleNames, type Contact, type ContactRole, type ContactRoleName } from '@masthead/core';
import { Button, FormAlert, visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { errorText } from '../../../common/error-text.ts';
import { ConfirmDialog } from '../../../admin-kit/confirm-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { roleTexts } from './contact-texts.ts';
import { useDay } from './use-day.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './contacts.css.ts';
import * as own from './account.css.ts';

/** The roles in the contract's order (member, admin, superadmin). */
const ordered = (roles: ContactRole[]) =>
  [...roles].sort((a, b) => contactRoleNames.indexOf(a.role) - contactRoleNames.indexOf(b.role));

function RoleRow({ role, onChange, onRemove }: { role: ContactRole; onChange: () => void; onRemove: () => void }) {
  const { i18n } = useLingui();
  const day = useDay();
  const name = i18n._(roleTexts[role.role]);
  const since = day(role.dateAdded);
  const until = role.dateExpires ? day(role.dateExpires) : null;
  return (
    <li className={own.roleRow}>
      <span>
        <strong>{name}</strong>{' '}
        {until ? (
          <Trans>
            from {since} until {until}
          </Trans>
        ) : (
          <Trans>from {since}, no expiry</Trans>
        )}
      </span>
      <span className={styles.actions}>
        {/* The visible word, then whose role, for a screen reader's list of buttons. */}
        <Button variant="greyOutlined" size="sm" onClick={onChange}>
          <Trans>
            Change dates<span className={visuallyHidden}> of the {name} role</span>
          </Trans>
        </Button>
        <Button variant="dangerOutlined" size="sm" onClick={onRemove}>
          <Trans>
            Remove<span className={visuallyHidden}> the {name} role</span>
          </Trans>
        </Button>
      </span>
    </li>
  );
}

/**
 * The contact's roles with their dates: add one, change its dates, or
 * remove it after a confirmation. Superadmin is offered to superadmins only
 * (the server refuses others with 403, whose text shows here). The outcome is
 * said in a live region and focus returns to the heading.
 */
export function RoleSection({ contact, onRoles }: { contact: Contact; onRoles: (roles: ContactRole[]) => void }) {
  const { api, session } = useAppContext();
  const { contact: me } = useSnapshot(session);
  const { t, i18n } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const roles = ordered(contact.roles ?? []);
  const [editing, setEditing] = useState<ContactRole | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContactRole | null>(null);
  const [said, setSaid] = useState('');
  // Grows after each change; the heading then takes focus, after a closing dialog gave it back to its opener.
  const [focusRound, setFocusRound] = useState(0);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const grantable = contactRoleNames.filter((r) => r !== 'superadmin' || me?.activeRoles.includes('superadmin'));
  const addable = grantable.filter((r) => !roles.some((held) => held.role === r));
  const nameOf = (role: ContactRoleName) => i18n._(roleTexts[role]);
  const person = contact.displayName;
  const removingName = removing ? nameOf(removing.role) : '';

  useEffect(() => {
    if (focusRound > 0) heading.current?.focus();
  }, [focusRound]);

  const done = (next: ContactRole[], message: string) => {
    onRoles(ordered(next));
    setSaid(message);
    setFocusRound((n) => n + 1);
  };

  const remove = async (role: ContactRole) => {
    setRemoving(null);
    setFailure(null);
    try {
      await api.contacts.removeRole({ params: { id: contact.id, role: role.role } });
      const name = nameOf(role.role);
      done(
        roles.filter((r) => r.role !== role.role),
        t`The ${name} role has been removed.`,
      );
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const saved = (role: ContactRole) => {
    const held = roles.some((r) => r.role === role.role);
    const name = nameOf(role.role);
    setEditing(null);
    setFailure(null);
    done(
      [...roles.filter((r) => r.role !== role.role), role],
      held ? t`The dates of the ${name} role have been saved.` : t`The ${name} role has been added.`,
    );
  };

  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} ref={heading} tabIndex={-1} className={`${css.sectionTitle} ${styles.focusTarget}`}>
        {t`Roles`}
      </h2>
      {roles.length === 0 ? (
        <p>
          <Trans>No roles.</Trans>
        </p>
      ) : (
        <ul className={css.plainList}>
          {roles.map((role) => (
            <RoleRow key={role.role} role={role} onChange={() => setEditing(role)} onRemove={() => setRemoving(role)} />
          ))}
        </ul>
      )}
      {failure && <FormAlert>{i18n._(failure)}</FormAlert>}
      <p role="status" className={own.result}>
        {said}
      </p>
      {addable.length > 0 && (
        <Button variant="primaryOutlined" onClick={() => setEditing('new')}>
          <Trans>Add a role</Trans>
        </Button>
      )}
      {editing && (
        <RoleDialog
          contactId={contact.id}
          role={editing === 'new' ? null : editing}
          addable={addable}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t`Remove the ${removingName} role from ${person}?`}
          confirmLabel={t`Remove role`}
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          <p>
            <Trans>What the role allows ends at once. You can add the role again later.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
