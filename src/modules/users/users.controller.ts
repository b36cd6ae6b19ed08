// The end-user administration endpoints (SPEC 4), served twice: under /enterprise for
// enterprise-admin keys and under /super for superuser keys. One handler set, two policies.
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { MessageDto } from '../../platform/http/message.dto';
import {
  BrandFontDto,
  ListUsersQueryDto,
  LoginUserDto,
  LoginUserResponseDto,
  UpdateUserPlanDto,
  UpdateUserPlanResponseDto,
  UserPageDto,
  UserRefDto,
  UserViewDto,
} from './users.dto';
import { UsersService } from './users.service';

abstract class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Post('login-user')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log an end user in, creating it (with a workspace, plan and brand kit) on first sight.',
    description:
      'A known id gets fresh tokens and its workspace (a `planId` is then ignored: plans change through update-user-plan; a `brand` replaces the stored brand kit). A deleted user inside its retention window: 409.',
  })
  @ApiEnvelope(LoginUserResponseDto)
  @ApiErrors('invalid_input', 'conflict')
  login(@Principal() principal: Principal, @Body() dto: LoginUserDto): Promise<LoginUserResponseDto> {
    return this.users.login(principal, dto);
  }

  @Post('update-user-plan')
  @HttpCode(200)
  @ApiOperation({
    summary: "Change a user's plan.",
    description:
      'A higher-ranked plan applies at once, to the current cycle. A lower-ranked one is stored as pending and applies when the cycle rolls; a later upgrade, or a request for the current plan, cancels it.',
  })
  @ApiEnvelope(UpdateUserPlanResponseDto)
  @ApiErrors('user_not_found', 'invalid_input')
  updatePlan(@Principal() principal: Principal, @Body() dto: UpdateUserPlanDto): Promise<UpdateUserPlanResponseDto> {
    return this.users.updatePlan(principal, dto);
  }

  @Post('delete-user')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a user: it, its workspace, designs, media, brand kit and sessions disappear at once.',
    description:
      'Reactivatable for 14 days; purged for good (files included) 15 days after deletion. Credit ledger rows are kept without the user reference.',
  })
  @ApiEnvelope(MessageDto)
  @ApiErrors('user_not_found', 'invalid_input')
  deleteUser(@Principal() principal: Principal, @Body() dto: UserRefDto): Promise<MessageDto> {
    return this.users.deleteUser(principal, dto);
  }

  @Post('reactivate-user')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Restore a deleted user, as it was, within 14 days of its deletion.',
    description:
      '409 `Reactivation window has expired` after 14 days; 409 `User is not deleted` for an active user; 400 for an unknown or purged one.',
  })
  @ApiEnvelope(MessageDto)
  @ApiErrors('user_not_found', 'invalid_input', 'conflict')
  reactivate(@Principal() principal: Principal, @Body() dto: UserRefDto): Promise<MessageDto> {
    return this.users.reactivate(principal, dto);
  }

  @Get('users')
  @ApiOperation({ summary: "The account's users, newest first (deleted ones until they are purged)." })
  @ApiEnvelope(UserPageDto)
  @ApiErrors('invalid_input')
  list(@Principal() principal: Principal, @Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    return this.users.listUsers(principal, query);
  }

  @Get('users/:abstractUserId')
  @ApiOperation({ summary: 'One user: plan, pending plan, cycle usage and limit, workspace, lifecycle dates.' })
  @ApiEnvelope(UserViewDto)
  @ApiErrors('user_not_found', 'invalid_input')
  get(@Principal() principal: Principal, @Param() params: UserRefDto): Promise<UserViewDto> {
    return this.users.getUser(principal, params);
  }
}

@ApiTags('users')
@ApiExtraModels(BrandFontDto)
@Controller('enterprise')
@Authenticated({ keyClass: ['enterprise-admin'] })
export class EnterpriseUsersController extends AdminUsersController {
  constructor(users: UsersService) {
    super(users);
  }
}

@ApiTags('users')
@Controller('super')
@Authenticated({ keyClass: ['superuser'] })
export class SuperUsersController extends AdminUsersController {
  constructor(users: UsersService) {
    super(users);
  }
}
