import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Contact, ContactRole } from '@masthead/core';
import { newsletterStatusTexts } from './account-texts.ts';
import { ContributionBrief } from './contribution-brief.tsx';
import { JoinSourceSection } from './join-source.tsx';
import { roleTexts } from './contact-texts.ts';
import { useDay } from './use-day.ts';
import * as css from '../../../admin-kit/admin.css.ts';

function RoleLine({ role }: { role: ContactRole }) {
  const { i18n } = useLingui();
  const day = useDay();
  const name = i18n._(roleTexts[role.role]);
  const since = day(role.dateAdded);
  const until = role.dateExpires ? day(role.dateExpires) : null;
  return (
    <li>
      {until ? (
        <Trans>
          {name}: since {since}, until {until}
        </Trans>
      ) : (
        <Trans>
          {name}: since {since}, no end date
        </Trans>
      )}
    </li>
  );
}

/** Email, joined, last seen and the roles with their dates. */
function AboutSection({ contact }: { contact: Contact }) {
  const { t } = useLingui();
  const day = useDay();
  const id = useId();
  const roles = contact.roles ?? [];
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`About`}
      </h2>
      <dl className={css.details}>
        <dt>{t`Email`}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>{t`Joined`}</dt>
        <dd>{day(contact.joined)}</dd>
        <dt>{t`Last seen`}</dt>
        <dd>{contact.lastSeen ? day(contact.lastSeen) : t`Never`}</dd>
        <dt>{t`Roles`}</dt>
        <dd>
          {roles.length === 0 ? (
            t`No roles`
          ) : (
            <ul className={css.plainList}>
              {roles.map((role) => (
                <RoleLine key={role.role} role={role} />
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}

/** The newsletter status and groups (the profile part of the contact). */
function NewsletterSection({ contact }: { contact: Contact }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const groups = contact.profile?.newsletterGroups ?? [];
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Newsletter`}
      </h2>
      <dl className={css.details}>
        <dt>{t`Status`}</dt>
        <dd>{i18n._(newsletterStatusTexts[contact.profile?.newsletterStatus ?? 'none'])}</dd>
        <dt>{t`Groups`}</dt>
        <dd>{groups.length === 0 ? t`No groups` : groups.join(', ')}</dd>
      </dl>
    </section>
  );
}

/** The overview tab: who the contact is, their contribution in brief, newsletter, and where they joined from. */
export function ContactOverview({ contact }: { contact: Contact }) {
  return (
    <>
      <AboutSection contact={contact} />
      <ContributionBrief contactId={contact.id} info={contact.contribution ?? null} />
      <NewsletterSection contact={contact} />
      <JoinSourceSection source={contact.joinSource} />
    </>
  );
}
