import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A company's SAML 2.0 identity provider, configured by staff. */
export const samlConfigurations = pgTable('saml_configurations', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  idpEntityId: text().notNull(),
  ssoUrl: text().notNull(),
  /** The IdP's signing certificate (PEM). */
  certificate: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** AuthnRequest ids we sent: a response must answer one of them, once (InResponseTo). */
export const samlRequests = pgTable(
  'saml_requests',
  {
    requestId: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saml_requests_created_idx').on(t.createdAt)],
);
