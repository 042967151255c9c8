import { X509Certificate } from 'node:crypto';
import type { CacheProvider, SAML } from '@node-saml/node-saml';
import type { Db } from '../../platform/db';
import { loadNodeSaml } from '../../platform/lazy-modules';
import { findSamlConfiguration, findSamlRequest, type SamlConfigurationRow, saveSamlRequest, takeSamlRequest } from './queries';

/** How long an AuthnRequest may wait for its answer, and how far the IdP's clock may be off. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60 * 1000;
export const SAML_CLOCK_SKEW_MS = 30 * 1000;

export class SamlLoginError extends Error {}

/** Where SAML runs: the db, and the public address of the app (publicBaseUrl of the request, read once in the route). */
export interface SamlSite {
  db: Db;
  baseUrl: string;
}

/** Our service-provider addresses for a company: each company has its own entity id and ACS. */
export function serviceProviderUrls(baseUrl: string, companyId: number) {
  const base = `${baseUrl}/api/v1/sso/saml/${companyId}`;
  return { entityId: `${base}/metadata/`, acsUrl: `${base}/acs/`, metadataUrl: `${base}/metadata/` };
}

/** The certificate as PEM, or null when it does not parse as an X.509 certificate. */
export function normalizeCertificate(input: string): string | null {
  const body = input
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/**
 * node-saml's request-id cache, kept in the database so every server process knows the
 * ids. It remembers whether this response removed its request id: only one may.
 */
function requestIdStore(db: Db, companyId: number) {
  const state = { lookedUp: null as string | null, removed: false };
  const provider: CacheProvider = {
    async saveAsync(key, value) {
      const createdAt = new Date(value);
      await saveSamlRequest(db, companyId, key, createdAt, SAML_REQUEST_LIFETIME_MS);
      return { value, createdAt: createdAt.getTime() };
    },
    async getAsync(key) {
      state.lookedUp = key;
      const row = await findSamlRequest(db, companyId, key);
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (!key) return null;
      const removed = await takeSamlRequest(db, companyId, key);
      if (removed && key === state.lookedUp) state.removed = true;
      return removed ? key : null;
    },
  };
  return { provider, state };
}

/** node-saml is imported on a company's first sign-on, not at start-up (decision record 019). */
async function samlFor(site: SamlSite, config: SamlConfigurationRow, cacheProvider: CacheProvider): Promise<SAML> {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  const sp = serviceProviderUrls(site.baseUrl, config.companyId);
  return new SAML({
    entryPoint: config.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    idpCert: config.certificate,
    idpIssuer: config.idpEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    cacheProvider,
  });
}

/** The IdP address to send the browser to (with a fresh AuthnRequest), or null when the company has no IdP. */
export async function startSamlLogin(site: SamlSite, companyId: number): Promise<string | null> {
  const config = await findSamlConfiguration(site.db, companyId);
  if (!config) return null;
  const { provider } = requestIdStore(site.db, companyId);
  return (await samlFor(site, config, provider)).getAuthorizeUrlAsync('', undefined, {});
}

/**
 * Checks a SAMLResponse posted to a company's ACS: signatures on response and assertion
 * by the configured certificate, issuer, audience, times, and that it answers a request
 * we sent and nobody answered before. Returns the email it vouches for.
 */
export async function verifySamlResponse(site: SamlSite, companyId: number, samlResponse: string): Promise<string> {
  const config = await findSamlConfiguration(site.db, companyId);
  if (!config) throw new SamlLoginError('no SAML configuration');
  const { provider, state } = requestIdStore(site.db, companyId);
  const { profile } = await (await samlFor(site, config, provider)).validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new SamlLoginError('no profile in response');
  // node-saml checks idpIssuer on logout messages only; the assertion's issuer is checked here.
  if (profile.issuer !== config.idpEntityId) throw new SamlLoginError(`unexpected issuer ${profile.issuer}`);
  // node-saml removes the request id on success; if it did not, we do, and a second use fails here.
  if (!state.removed && !(state.lookedUp && (await takeSamlRequest(site.db, companyId, state.lookedUp)))) {
    throw new SamlLoginError('request id already used');
  }
  const email = [profile.email, profile.mail, profile['urn:oid:0.9.2342.19200300.100.1.3'], profile.nameID].find(
    (v): v is string => typeof v === 'string' && v.includes('@'),
  );
  if (!email) throw new SamlLoginError('no email in assertion');
  return email.trim().toLowerCase();
}

/** Service-provider metadata for the company's IdP administrator. */
export async function samlMetadata(site: SamlSite, companyId: number): Promise<string | null> {
  const config = await findSamlConfiguration(site.db, companyId);
  if (!config) return null;
  const { provider } = requestIdStore(site.db, companyId);
  return (await samlFor(site, config, provider)).generateServiceProviderMetadata(null, null);
}
