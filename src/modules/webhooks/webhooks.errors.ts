import { AppError } from '../../platform/errors';

export const WebhookErrors = {
  /** Unknown ids, other accounts' ids and other end users' ids all answer this, identically. */
  notFound: () => new AppError('not_found'),
  badUrl: (reason: string) => AppError.invalid([{ field: 'url', message: reason }]),
  limitReached: (max: number) =>
    new AppError('conflict', `Webhook limit reached: an account may register at most ${max} webhooks`),
};
