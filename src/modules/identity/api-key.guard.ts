// The global guard: every route needs a valid key unless it is @Public(), and the key's class
// must be one the route's @Authenticated() policy names. 401 before 403 before validation.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientAddress } from '../../platform/rate-limit/rate-limit.guard';
import { AUTH_POLICY, AuthPolicy, IS_PUBLIC, RequestWithPrincipal } from '../../platform/auth';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { IdentityErrors } from './identity.errors';
import { SessionsService } from './sessions.service';

@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const req = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    const principal = await this.authenticator.authenticate(
      req.headers['service-api-key'],
      req.headers['service-api-key-id'],
      clientAddress(req),
    );

    // Fail closed: a route that forgot its policy admits no key class.
    const policy = this.reflector.getAllAndOverride<AuthPolicy | undefined>(AUTH_POLICY, targets);
    if (!policy || !policy.keyClass.includes(principal.keyClass)) throw IdentityErrors.forbidden();

    const authorization = req.headers.authorization;
    if (policy.endUser && authorization !== undefined) {
      const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(authorization);
      if (!match) throw IdentityErrors.badBearer('malformed');
      principal.endUser = await this.sessions.verifyAccessToken(match[1], principal.accountId);
    }
    req.principal = principal;
    return true;
  }
}
