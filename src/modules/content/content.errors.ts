import { AppError } from '../../platform/errors';

export const ContentErrors = {
  badQueryParams: (why: string) => AppError.invalid([{ field: 'queryParams', message: why }]),
};
