// The public entry of core: server and web import only from here.
import './platform/zod-messages';

export * from './platform/messages';
export * from './platform/zod-messages';
export * from './platform/api-shapes';
export * from './companies/rules';
export * from './accounts/rules';
export * from './accounts/schemas';
export * from './catalogue/rules';
export * from './catalogue/schemas';
export * from './catalogue/price-file';
