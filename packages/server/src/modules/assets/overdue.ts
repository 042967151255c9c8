import { and, asc, eq, isNotNull, lt, ne, or, isNull, inArray } from 'drizzle-orm';
import { ASSET_SERVICE_LABELS } from '@jobsite/core';
import { accounts, assetItems, assetModels, projects } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { DailyJob } from '../../platform/daily-jobs';
import type { Mailer } from '../../platform/mail';
import { notify } from '../notifications/service';
import { addEvent } from './service';

const BATCH = 500;

/**
 * The daily overdue check: every item out on a project whose expected return date has passed
 * and that nobody was told about for that date yet. Its custodian and the project's field
 * leader get a notification (stored, pushed to open pages) and one mail each per company;
 * the item remembers the date it was reported for, so a changed date is reported again. The mail
 * names each item with the link that opens it in the app at `appUrl` (PUBLIC_URL, or the local address).
 */
export async function reportOverdueItems(db: Db, mailer: Mailer, day: string, appUrl: string): Promise<number> {
  let reported = 0;
  for (;;) {
    const due = await db
      .select({
        id: assetItems.id,
        companyId: assetItems.companyId,
        service: assetItems.service,
        serial: assetItems.serialNumber,
        expected: assetItems.expectedReturnDate,
        custodianId: assetItems.custodianId,
        model: assetModels.name,
        projectId: projects.id,
        projectName: projects.name,
        leaderId: projects.fieldLeaderId,
      })
      .from(assetItems)
      .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
      .innerJoin(projects, eq(projects.id, assetItems.projectId))
      .where(
        and(
          isNotNull(assetItems.projectId),
          lt(assetItems.expectedReturnDate, day),
          or(isNull(assetItems.overdueNotifiedFor), ne(assetItems.overdueNotifiedFor, assetItems.expectedReturnDate)),
        ),
      )
      .orderBy(asc(assetItems.companyId), asc(assetItems.id))
      .limit(BATCH);
    if (due.length === 0) return reported;
    const byRecipient = new Map<string, { companyId: number; accountId: number; lines: string[] }>();
    await db.transaction(async (tx) => {
      for (const item of due) {
        const what = `${item.model}${item.serial ? ` ${item.serial}` : ''}`;
        const text = `Overdue: ${what} on ${item.projectName} was due back ${item.expected}.`;
        const recipients = [...new Set([item.custodianId, item.leaderId].filter((x): x is number => x !== null))];
        const link = `/${item.service}_items?item_id=${item.id}`;
        await notify(tx, { accountIds: recipients, companyId: item.companyId, content: text, link });
        for (const accountId of recipients) {
          const key = `${item.companyId}:${accountId}`;
          const entry = byRecipient.get(key) ?? { companyId: item.companyId, accountId, lines: [] };
          entry.lines.push(`- ${what} (${ASSET_SERVICE_LABELS[item.service].one}) on ${item.projectName}, due back ${item.expected}: ${appUrl}${link}`);
          byRecipient.set(key, entry);
        }
        await tx.update(assetItems).set({ overdueNotifiedFor: item.expected }).where(eq(assetItems.id, item.id));
        await addEvent(tx, { companyId: item.companyId, itemId: item.id, accountId: null, text: `Overdue (due back ${item.expected}); custodian and field leader told` });
      }
    });
    const people = await db
      .select({ id: accounts.id, email: accounts.email, first: accounts.firstName })
      .from(accounts)
      .where(inArray(accounts.id, [...new Set([...byRecipient.values()].map((r) => r.accountId))].concat(0)));
    const emailOf = new Map(people.map((p) => [p.id, p]));
    for (const r of byRecipient.values()) {
      const person = emailOf.get(r.accountId);
      if (!person) continue;
      await mailer.send({
        to: person.email,
        subject: `${r.lines.length} overdue item${r.lines.length === 1 ? '' : 's'} to return`,
        text: `Hello ${person.first || ''},\n\nThese items were due back at the warehouse and are still out:\n\n${r.lines.join('\n')}\n\nReturn them, or change their expected return date in the app.\n`,
      });
    }
    reported += due.length;
  }
}

export const overdueToolsJob = (mailer: Mailer, appUrl: string): DailyJob => ({
  name: 'overdue-tools',
  run: async (db, day) => `${await reportOverdueItems(db, mailer, day, appUrl)} item(s) reported`,
});
