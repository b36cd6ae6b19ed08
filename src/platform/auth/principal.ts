// Who is calling: the API key's account and class, plus the end user when a bearer token came along.
import { createParamDecorator, ExecutionContext } from '@nestjs/common';

export type KeyClass = 'enterprise-admin' | 'superuser' | 'regular';
export const KEY_CLASSES: readonly KeyClass[] = ['enterprise-admin', 'superuser', 'regular'];
export type AccountKind = 'enterprise' | 'superuser';

export interface EndUserPrincipal {
  userId: string;
  workspaceId: string;
  sessionId: string;
}

export interface Principal {
  accountId: string;
  accountKind: AccountKind;
  /** The public part of the API key (`sk_<env>_<keyId>_<secret>`). */
  keyId: string;
  keyClass: KeyClass;
  endUser?: EndUserPrincipal;
}

export interface RequestWithPrincipal {
  principal?: Principal;
  id?: string;
}

/** `@Principal() principal: Principal` in a controller method. */
export const Principal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const req = ctx.switchToHttp().getRequest<RequestWithPrincipal>();
  if (!req.principal) throw new Error('@Principal() used on a route without @Authenticated()');
  return req.principal;
});
