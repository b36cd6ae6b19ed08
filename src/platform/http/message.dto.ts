import { ApiProperty } from '@nestjs/swagger';

/** The body of an answer that only confirms what happened. */
export class MessageDto {
  @ApiProperty({ example: 'User deleted successfully' })
  message!: string;
}
