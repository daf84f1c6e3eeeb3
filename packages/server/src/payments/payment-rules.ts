import type { paymentFields } from '@masthead/core';
import { sql } from 'kysely';
import type { FieldSql } from '../kernel/rules/compile-rules.ts';

/** The SQL of each payment filter field (core's `paymentFields`) against `payments`; amounts in major units. */
export const paymentFieldSql = {
  id: { type: 'text', column: sql`payments.id::text` },
  amount: { type: 'number', column: sql`(payments.amount_cents / 100.0)` },
  chargeDate: { type: 'date', column: sql.ref('payments.charge_date') },
  status: { type: 'enum', column: sql.ref('payments.status') },
  contact: { type: 'contact', column: sql`payments.contact_id::text` },
} satisfies Record<keyof typeof paymentFields, FieldSql>;
