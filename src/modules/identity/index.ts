// Public face of the identity module: accounts and keys (operators), sessions (end users).
export { IdentityModule } from './identity.module';
export { ApiKeyGuard } from './api-key.guard';
export { AccountsService, CreatedKey } from './accounts.service';
export { PreparedSession, SessionsService, SessionTokens } from './sessions.service';
export { SessionTokensDto } from './sessions.dto';
