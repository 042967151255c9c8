// The public entry of core: server and web import only from here.
import './platform/zod-messages';

export * from './platform/messages';
export * from './platform/zod-messages';
export * from './platform/api-shapes';
export * from './companies/rules';
export * from './accounts/rules';
export * from './accounts/schemas';
export * from './addresses/rules';
export * from './addresses/schemas';
export * from './addresses/states';
export * from './companies/schemas';
export * from './companies/code-lists';
export * from './companies/po-numbers';
export * from './warehouses/schemas';
export * from './companies/api-tokens';
export * from './companies/contacts';
export * from './companies/library';
export * from './shell/navigation';
export * from './shell/realtime';
export * from './notifications/schemas';
export * from './scanning/schemas';
export * from './projects/rules';
export * from './projects/schemas';
export * from './catalogue/rules';
export * from './catalogue/schemas';
export * from './catalogue/price-file';
