export * from './companies';
export * from './accounts';
export * from './auth';
export * from './sso';
export * from './mail';
export * from './po-numbers';
export * from './warehouses';
export * from './projects';
