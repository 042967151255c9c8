import type { FastifyInstance } from 'fastify';
import { parseShippingFormCode, SHIPPING_STATUS_LABELS, shippingFormNumber, shippingFormPath } from '@jobsite/core';
import { registerScanResolver } from '../scanning/registry';
import { findForm } from './queries';

/** What the delivery receipt prints: the form number (SF-00012) or its share link (…/shipping/12/) opens the form, in the caller's company only. */
export function registerShippingScan(app: FastifyInstance): void {
  registerScanResolver(app, 'shipping_form', async (code, { scope }) => {
    const id = parseShippingFormCode(code);
    if (id === null) return null;
    const form = await findForm(app.db, scope, id);
    return form ? { id: form.id, label: `Shipping form ${shippingFormNumber(form.id)} · ${SHIPPING_STATUS_LABELS[form.status]}`, link: shippingFormPath(form.id) } : null;
  });
}
