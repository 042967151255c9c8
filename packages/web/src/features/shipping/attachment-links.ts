import type { ShippingAttachment } from '@jobsite/core';

/** The attachment's short-lived link with ?download=1: the server then sends it as a download. */
export const downloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

export const isImage = (a: Pick<ShippingAttachment, 'content_type' | 'kind'>) => a.kind !== 'file' || a.content_type.startsWith('image/');

export const KIND_LABELS: Record<ShippingAttachment['kind'], string> = { file: 'File', photo: 'Photo', signature: 'Signature' };
