export * from './companies';
export * from './accounts';
export * from './auth';
export * from './sso';
export * from './mail';
export * from './catalogue';
