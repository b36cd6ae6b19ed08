// Route ids are UUIDs; anything else answers exactly as an unknown id does (404 not_found), so a
// malformed id tells a caller nothing an unknown one would not.
import { Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class UuidOrNotFoundPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new AppError('not_found');
    return value.toLowerCase();
  }
}
