/** Every table, for Drizzle's relational queries and for drizzle-kit. */
export * from './accounts';
export * from './addresses';
export * from './carts';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './locations';
export * from './settings';
export * from './jobs';
export * from './mail';
export * from './sessions';
export * from './reviews';
export * from './coupons';
export * from './wholesale';
