import { PaymentStatus } from '@masthead/core';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import type { ImportContext } from './import-context.ts';
import { deleted, deletedReason } from './import-ids.ts';
import { countBrought, countKnown, skip } from './import-report.ts';
import { dateOf, type SourcePayment } from './source-shapes.ts';

/** The provider name imported payments are recorded under: they came from the source's history, not a webhook. */
export const importedPaymentProvider = 'beabee-import';

const statuses = new Set<string>(Object.values(PaymentStatus));

/**
 * The payments history (`GET payment?with=contact`), of the contacts that
 * were imported. Each is recorded once per source payment (its id, or its
 * contact, date and amount where the source names no id), under the
 * provider `beabee-import`: history to read, not a subscription's payment.
 */
export async function importPayments(context: ImportContext, contactIds: Map<string, string>): Promise<void> {
  const { source, report, ids, db } = context;
  const payments = createPaymentRepository({ db });
  for await (const page of source.pages<SourcePayment>('payment', { with: ['contact'] })) {
    for (const payment of page) {
      const contactSourceId = payment.contact?.id ?? null;
      const sourceId = payment.id ?? `${contactSourceId ?? ''}:${payment.chargeDate}:${payment.amount}`;
      const known = await ids.find('payment', sourceId);
      if (known === deleted) {
        skip(report, 'payment', sourceId, deletedReason);
        continue;
      }
      if (known) {
        countKnown(report, 'payment');
        continue;
      }
      const contactId = contactSourceId ? contactIds.get(contactSourceId) : undefined;
      const chargeDate = dateOf(payment.chargeDate);
      if (!contactId) skip(report, 'payment', sourceId, 'its contact was not imported');
      else if (!chargeDate) skip(report, 'payment', sourceId, 'no charge date');
      else if (!statuses.has(payment.status))
        skip(report, 'payment', sourceId, `unknown status ${JSON.stringify(payment.status)}`);
      else if (typeof payment.amount !== 'number' || !(payment.amount >= 0))
        skip(report, 'payment', sourceId, 'no amount');
      else {
        const row = await payments.record({
          contactId,
          provider: importedPaymentProvider,
          providerPaymentId: sourceId,
          subscriptionId: null,
          amountCents: Math.round(payment.amount * 100),
          status: payment.status as PaymentStatus,
          chargeDate,
          periodEnd: null,
        });
        await ids.remember('payment', sourceId, row.id);
        countBrought(report, 'payment');
      }
    }
  }
}
