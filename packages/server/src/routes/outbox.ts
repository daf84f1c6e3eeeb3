import { operationRoutes } from '../api/operation-routes.ts';
import { listPage } from '../db/paginate.ts';
import type { OutboxEmail, OutboxRepository } from '../email/index.ts';
import { maskedEmail } from '../email/mask-secrets.ts';
import { apiError } from '../plugins/http-error.ts';
import type { ContactRepository } from '../repositories/contact-repository.ts';

/**
 * `outbox`: the emails kept instead of sent when no SMTP_URL is set, newest
 * first. Admins only; the live links in them (reset, login) are masked for
 * anyone but their recipient logged in as themselves, so reading the outbox
 * never opens another account.
 */
export const outboxRoutes = operationRoutes<{ outbox: OutboxRepository; contacts: ContactRepository }>(
  (_app, { outbox, contacts }) => {
    const readerEmail = async (id: string | undefined, method: string) =>
      id && method === 'user' ? ((await contacts.findById(id))?.email.toLowerCase() ?? null) : null;
    const asSeenBy = (reader: string | null) => (email: OutboxEmail) =>
      reader !== null && email.to.toLowerCase() === reader ? email : maskedEmail(email);

    return {
      'GET /outbox': async (request) => {
        const { limit, offset } = request.query;
        const { items, total } = await outbox.list({ limit, offset });
        const view = asSeenBy(await readerEmail(request.auth.contact?.id, request.auth.method));
        return listPage(items.map(view), total, offset);
      },

      'GET /outbox/{id}': async (request) => {
        const email = await outbox.get(request.params.id);
        if (!email) throw apiError('not-found');
        return asSeenBy(await readerEmail(request.auth.contact?.id, request.auth.method))(email);
      },
    };
  },
);
