export * from './answers.ts';
export * from './auth.ts';
export * from './bmevent.ts';
export * from './input.ts';
export * from './messages.ts';
export * from './settings.ts';
export * from './user.ts';
