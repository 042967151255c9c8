export * from './companies';
export * from './accounts';
export * from './mail';
