import Stripe from 'stripe';

/** What every Stripe adapter step needs. */
export interface StripeContext {
  stripe: Stripe;
  /** Lower-case ISO 4217 code of every price, e.g. `gbp`. */
  currency: string;
  /** The id of the product every contribution price belongs to; made on first use. */
  product: () => Promise<string>;
  now: () => Date;
}

/**
 * The product contributions are priced on. It has a fixed id, so every
 * server finds the same one: the first subscription looks it up and creates
 * it when missing; later calls reuse the answer.
 */
export function productLoader(stripe: Stripe, productId: string, name: string): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= ensureProduct(stripe, productId, name).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

async function ensureProduct(stripe: Stripe, productId: string, name: string): Promise<string> {
  try {
    await stripe.products.retrieve(productId);
    return productId;
  } catch (error) {
    if (!hasCode(error, 'resource_missing')) throw error;
  }
  try {
    await stripe.products.create({ id: productId, name }, { idempotencyKey: `product:${productId}` });
  } catch (error) {
    // Another server made it between our look-up and our create.
    if (!hasCode(error, 'resource_already_exists')) throw error;
  }
  return productId;
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === code;
}
