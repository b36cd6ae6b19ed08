import { AppError } from '../../platform/errors';

export const IdentityErrors = {
  unauthenticated: () => new AppError('unauthenticated'),
  badBearer: (why: string) =>
    new AppError('unauthenticated', `Failed to authenticate request. The bearer token is ${why}`),
  forbidden: () => new AppError('forbidden'),
  accountNotFound: () => new AppError('not_found', 'Account not found'),
  keyNotFound: () => new AppError('not_found', 'API key not found'),
  keyClassNotAllowed: (kind: string, keyClass: string) =>
    AppError.invalid([{ field: 'class', message: `a ${kind} account cannot hold ${keyClass} keys` }]),
};
