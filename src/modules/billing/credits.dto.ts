import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { IsAbstractUserId } from '../users';
import { isCreditLimit } from './domain/ledger';

const IsCreditLimit = () =>
  ValidateBy({
    name: 'isCreditLimit',
    validator: {
      validate: (value: unknown) => isCreditLimit(value),
      defaultMessage: () => 'must be an integer of at least 1, or -1 for no limit',
    },
  });

export class SetUserCreditLimitDto {
  @IsAbstractUserId()
  abstractUserId!: string;

  @ApiProperty({
    type: 'integer',
    description:
      'Credits the user may use in the current billing cycle: an integer of at least 1, or -1 for no limit. Resets to -1 when the cycle rolls.',
    example: 500,
  })
  @IsCreditLimit()
  creditLimit!: number;
}

export class BalanceDto {
  @ApiProperty({ description: "The account's credit balance.", example: 9850 })
  balance!: number;
}

export class LedgerEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['grant', 'debit', 'refund', 'adjustment'] })
  kind!: string;

  @ApiProperty({
    description: 'Signed: negative for a debit. The amounts of an account sum to its balance.',
    example: -3,
  })
  amount!: number;

  @ApiProperty({ description: 'The balance right after this row.' })
  balanceAfter!: number;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The end user charged (the `userId` of GET users/{abstractUserId}); null for the account itself or once the user is purged.',
  })
  userId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The end user's abstractUserId, while the user exists." })
  abstractUserId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The request a debit paid for (a refund carries the same id).',
  })
  requestId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why credits were granted.' })
  reason!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class LedgerPageDto {
  @ApiProperty({ type: [LedgerEntryDto], description: 'Newest first.' })
  items!: LedgerEntryDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
