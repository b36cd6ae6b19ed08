import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { BrandKitEntity } from './brand-kit.entity';
import { BrandKitsRepository } from './brand-kits.repository';
import { PlanEntity } from './plan.entity';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';
import { UserCyclesService } from './user-cycles.service';
import { UserEntity } from './user.entity';
import { UserPurger } from './user-purger.service';
import { EnterpriseUsersController, SuperUsersController } from './users.controller';
import { UsersCron } from './users.cron';
import { UsersMetrics } from './users.metrics';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { WorkspaceEntity } from './workspace.entity';
import { WorkspacesRepository } from './workspaces.repository';

@Module({
  imports: [IdentityModule, TypeOrmModule.forFeature([PlanEntity, UserEntity, WorkspaceEntity, BrandKitEntity])],
  controllers: [EnterpriseUsersController, SuperUsersController],
  providers: [
    PlansRepository,
    UsersRepository,
    WorkspacesRepository,
    BrandKitsRepository,
    PlansService,
    UsersService,
    UserCyclesService,
    UserPurger,
    UsersCron,
    UsersMetrics,
  ],
  exports: [UsersService, UserCyclesService, PlansService],
})
export class UsersModule {}
