export * from './principal';
export * from './authenticated.decorator';
