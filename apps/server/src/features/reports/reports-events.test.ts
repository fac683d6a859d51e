// `ReportChanged` on `private-user.{id}` reaches the company's users with the payload of
// its domain contract, and nothing of company A reaches company B's users.
import { privateUserEventSchemas } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { collect, nextEvent, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { makeReport, reportsCompany } from './reports.test-support.ts';

const t = useTestApp();
const { inbox } = useTestSockets(() => t.app);

describe('ReportChanged on the private channel', () => {
  it('tells company A’s client of a new report and company B’s client nothing of it', async () => {
    t.clock.set(new Date('2026-10-01T09:00:00Z'));
    const a = await reportsCompany(t);
    const b = await reportsCompany(t);
    const socketA = await inbox(a.client);
    const socketB = await inbox(b.client);
    const heardByB = collect(socketB);

    const arrived = nextEvent(socketA, (e) => e.event === 'ReportChanged');
    const made = (await makeReport(t, a.client, a.manager.headers)).json().data;
    const { data } = await arrived;
    expect(privateUserEventSchemas.ReportChanged.parse(data)).toEqual({
      report_id: made.id,
      company_id: a.client.company.id,
      status: 'preparing',
    });

    // B's own report arrives after A's was published: everything B heard is B's.
    const own = nextEvent(socketB, (e) => e.event === 'ReportChanged');
    await makeReport(t, b.client, b.manager.headers);
    await own;
    const companies = heardByB
      .filter((e) => e.event === 'ReportChanged')
      .map((e) => (e.data as { company_id: number }).company_id);
    expect(companies).toEqual([b.client.company.id]);
  });
});
