import type { AppKit } from '../app-kit.ts';
import type { WithServices } from '../kernel/feature.ts';
import type { accountsFeature } from '../accounts/accounts-feature.ts';
import type { paymentsFeature } from '../payments/payments-feature.ts';
import type { uploadsFeature } from '../uploads/uploads-feature.ts';
import { contactAdminRoutes } from './contact-admin-routes.ts';
import { contactAdminWriteRoutes } from './contact-admin-writes-routes.ts';
import { createContactBulkRepository } from './contact-bulk-repository.ts';
import { contactDataExportRoutes } from './contact-data-export-routes.ts';
import { readContactData } from '../backup/contact-data.ts';
import { createContactErasureRepository } from './contact-erasure-repository.ts';
import { createContactExportRepository } from './contact-export-repository.ts';
import { createContactListRepository } from './contact-list-repository.ts';
import { createContactCountCache } from './contact-count-cache.ts';
import { contactListRoutes } from './contact-list-routes.ts';
import { contactRoleRoutes } from './contact-role-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { createContactTagRepository } from './contact-tag-repository.ts';
import { contactTagRoutes } from './contact-tags-routes.ts';
import { contactImportRoutes, createContactImports } from './import/index.ts';

interface ContactsNeeds {
  accounts: Pick<ReturnType<typeof accountsFeature>, 'auth' | 'sessions' | 'links' | 'emailChange' | 'recovery'>;
  payments: Pick<ReturnType<typeof paymentsFeature>, 'contributionRows' | 'paymentRows' | 'contributions'>;
  uploads: Pick<ReturnType<typeof uploadsFeature>, 'uploads' | 'files'>;
}

/**
 * Contacts: one's own profile and data export, and for admins the list, its
 * CSV export, tags, roles, adding, bulk changes and erasure. `pages` (the
 * list's reads and the counts kept, contact-count-cache.ts) serves segments too.
 */
export function contactsFeature(kit: AppKit, { accounts, payments, uploads }: ContactsNeeds) {
  const { db, database, contacts, limiter, backoff, now } = kit;
  const { auth, sessions, links, emailChange, recovery } = accounts;
  const { contributionRows, paymentRows, contributions } = payments;
  const tags = createContactTagRepository({ db });
  const counts = createContactCountCache({ db, now });
  const imports = createContactImports(kit);
  const pages = {
    contacts: createContactListRepository({ db, counts }),
    counts,
    contributions: contributionRows,
    payments: paymentRows,
    tags,
    now,
  };
  return {
    tags,
    pages,
    jobs: imports.jobs,
    tasks: imports.tasks,
    api(api) {
      api.register(contactRoutes, {
        ...{ contacts, auth, sessions, links, emailChange, limiter, now, tags },
        ...{ contributions: contributionRows, payments: paymentRows },
      });
      api.register(contactDataExportRoutes, {
        ...{ readContactData: (id: string) => readContactData(db, id), contacts },
        ...{ uploads: uploads.uploads, files: uploads.files, now },
      });
      const exports = createContactExportRepository({ db, cursor: database.kind === 'postgres' });
      api.register(contactListRoutes, { ...pages, exports });
      api.register(contactTagRoutes, { tags });
      const erasure = createContactErasureRepository({ db });
      const bulk = createContactBulkRepository({ db });
      api.register(contactAdminWriteRoutes, { contacts, auth, tags, bulk, erasure, contributions, now });
      api.register(contactRoleRoutes, { contacts, now });
      api.register(contactAdminRoutes, { contacts, recovery, backoff, now });
      api.register(contactImportRoutes, { imports: imports.service });
    },
  } satisfies WithServices;
}
