// Public face of the users module: end users, their workspaces, brand kits, plans and cycles.
export { UsersModule } from './users.module';
export { UsersService } from './users.service';
export { UserCyclesService } from './user-cycles.service';
export { PlansService, Plan, PlanInput } from './plans.service';
export { IsAbstractUserId, PLAN_ID_PATTERN } from './users.dto';
export type { BrandKit, BrandFont, BrandPersona, CallerWorkspace, UserCycle } from './users.types';
