// The month pays itself from the saved card: the month job charges the month, the autopay job
// pays its invoice by `payment_method_id` once however often and on however many nodes it runs,
// retries a declined card on the 3rd and 5th and stops on a dead one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

import {
  clientWithAutopay,
  secondNode,
  startAutopayWorld,
  type AutopayWorld,
} from './online-payments-autopay.fixtures.ts';
import { findCharge, findChargeInvoice } from './online-payments-autopay.repository.ts';

let world: AutopayWorld;

beforeAll(async () => {
  world = await startAutopayWorld();
});
afterAll(async () => {
  await world.close();
});

const DECEMBER_FIRST = new Date('2026-12-01T06:00:00Z');

/** The month's autopay charge and its invoice, read directly (tokens idle out as the clock jumps). */
async function chargeOf(client: TariffClient, month = '2026-12') {
  const charge = await findCharge(world.t.db, client.company.id, month);
  const invoice = charge ? await findChargeInvoice(world.t.db, charge.invoiceId) : null;
  return { charge, invoice };
}

function autopayPaymentsOf(client: TariffClient) {
  return [...world.fake.payments.values()].filter(
    (payment) =>
      payment.metadata?.company_id === String(client.company.id) &&
      payment.description?.includes('автоплатёж'),
  );
}

describe('autopay of the month', () => {
  it('charges the month once, however often and on however many nodes the job runs', async () => {
    const client = await clientWithAutopay(world);
    world.t.clock.set(DECEMBER_FIRST);
    await world.t.app.billingMonth.runMonth();
    const other = secondNode(world);
    await Promise.all([
      world.t.app.onlineAutopay.runAutopay(),
      other.runAutopay(),
      world.t.app.onlineAutopay.runAutopay(),
    ]);
    await other.runAutopay();
    const paid = autopayPaymentsOf(client);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.status).toBe('succeeded');
    const { charge, invoice } = await chargeOf(client);
    expect(charge).toMatchObject({ status: 'succeeded', attempts: 1, nextAttemptOn: null });
    expect(invoice?.status).toBe('paid');
    expect(invoice?.lines[0]?.name).toBe('Бухгалтерское обслуживание за декабрь 2026 (автоплатёж)');
    expect(paid[0]?.amount.value).toBe('16800.00');
  });
});
