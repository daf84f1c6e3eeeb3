import { normalEmail } from '@masthead/core';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { listPage } from '../kernel/db/paginate.ts';
import type { OutboxEmail, OutboxRepository } from './index.ts';
import { maskedEmail } from './mask-secrets.ts';
import { apiError } from '../kernel/http/http-error.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';

interface OutboxRouteDeps {
  outbox: OutboxRepository;
  contacts: ContactRepository;
  /** Runs the due jobs now on this server (the job runner's `kick`): a retried email leaves at once. */
  kick: () => void;
}

/**
 * `outbox`: every email, kept (no SMTP_URL) or queued for SMTP with where
 * it is, newest first; a failed one may be sent again. Admins only; the
 * live links in them (reset, login) are masked for anyone but their
 * recipient logged in as themselves, so reading the outbox never opens
 * another account.
 */
export const outboxRoutes = operationRoutes<OutboxRouteDeps>((_app, { outbox, contacts, kick }) => {
  const readerEmail = async (id: string | undefined, method: string) => {
    const email = id && method === 'user' ? (await contacts.findById(id))?.email : undefined;
    return email === undefined ? null : normalEmail(email);
  };
  const asSeenBy = (reader: string | null) => (email: OutboxEmail) =>
    reader !== null && normalEmail(email.to) === reader ? email : maskedEmail(email);

  return {
    'GET /outbox': async (request) => {
      const { limit, offset, status } = request.query;
      const { items, total } = await outbox.list({ limit, offset, ...(status ? { status } : {}) });
      const view = asSeenBy(await readerEmail(request.auth.contact?.id, request.auth.method));
      return listPage(items.map(view), total, offset);
    },

    'GET /outbox/{id}': async (request) => {
      const email = await outbox.get(request.params.id);
      if (!email) throw apiError('not-found');
      return asSeenBy(await readerEmail(request.auth.contact?.id, request.auth.method))(email);
    },

    'POST /outbox/{id}/retry': async (request, reply) => {
      const result = await outbox.retry(request.params.id);
      if (result === 'not-found') throw apiError('not-found');
      // Only a failed email is retried: a queued or sending one is on its way, a sent one arrived.
      if (result === 'not-failed') throw apiError('conflict');
      kick();
      return reply.code(204).send(null);
    },
  };
});
