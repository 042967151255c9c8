import type { FastifyInstance } from 'fastify';
import { SHIPPING_STATUS_LABELS, shippingFormNumber, shippingFormPath } from '@jobsite/core';
import { registerScanResolver } from '../scanning/registry';
import { findForm } from './queries';

/** What the delivery receipt prints: the form number (SF-00012) or its share link (…/shipping/12/) opens the form, in the caller's company only. */
export function registerShippingScan(app: FastifyInstance): void {
  registerScanResolver(app, 'shipping_form', async (code, { scope }) => {
    const m = code.trim().match(/^SF-?(\d{1,9})$/i) ?? code.trim().match(/^(?:https?:\/\/[^/\s]+)?\/shipping\/(\d{1,9})\/?$/i);
    if (!m) return null;
    const form = await findForm(app.db, scope, Number(m[1]));
    return form ? { id: form.id, label: `Shipping form ${shippingFormNumber(form.id)} · ${SHIPPING_STATUS_LABELS[form.status]}`, link: shippingFormPath(form.id) } : null;
  });
}
