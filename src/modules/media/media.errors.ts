import { AppError } from '../../platform/errors';

export const MediaErrors = {
  notFound: () => new AppError('not_found'),
  badFile: (field: string, reason: string) => AppError.invalid([{ field, message: reason }]),
  missingInput: () =>
    AppError.invalid([{ field: 'file', message: 'send a multipart `file`, or a JSON body with `url`' }]),
};
