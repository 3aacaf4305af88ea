export * from './constants';
export * from './messages';
export * from './common/common.schema';
export * from './accounts/accounts.schema';
export * from './accounts/roles.rules';
export * from './common/text.rules';
