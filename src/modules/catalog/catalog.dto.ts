import { ApiProperty } from '@nestjs/swagger';

export class FormatDto {
  @ApiProperty({ example: 'socialMedia-instagram-post' }) subtype!: string;
  @ApiProperty({ example: 'Instagram post' }) label!: string;
  @ApiProperty({ example: 1080, description: '0 for custom (the request gives a dimension).' }) width!: number;
  @ApiProperty({ example: 1080 }) height!: number;
}

export class DesignTypeDto {
  @ApiProperty({ example: 'socialMedia' }) type!: string;
  @ApiProperty({ example: 'Social media' }) label!: string;
  @ApiProperty({ type: [FormatDto] }) subtypes!: FormatDto[];
}

export class DesignTypesDto {
  @ApiProperty({ type: [DesignTypeDto] }) types!: DesignTypeDto[];
  @ApiProperty({ example: { min: 16, max: 4096 }, description: 'Side limits of a custom dimension.' })
  customDimension!: { min: number; max: number };
}

export class LanguageDto {
  @ApiProperty({ example: 'spanish' }) id!: string;
  @ApiProperty({ example: 'Spanish' }) name!: string;
  @ApiProperty({ example: 'Español' }) nativeName!: string;
  @ApiProperty({ example: 'es' }) code!: string;
  @ApiProperty({ enum: ['ltr', 'rtl'] }) direction!: string;
}

export class LanguagesDto {
  @ApiProperty({ type: [LanguageDto] }) languages!: LanguageDto[];
  @ApiProperty({ example: 'english' }) default!: string;
}

export class FontDto {
  @ApiProperty({ example: 'Montserrat' }) family!: string;
  @ApiProperty({ enum: ['sans', 'serif', 'display', 'script', 'mono'] }) category!: string;
  @ApiProperty({ type: [String], example: ['heading', 'subHeading'] }) roles!: string[];
  @ApiProperty({ type: [String], example: ['latin'] }) scripts!: string[];
}

export class FontsDto {
  @ApiProperty({ type: [FontDto], description: 'Names accepted in fontGroups[].name and brand fonts.' })
  fonts!: FontDto[];
}

export class DesignOptionDto {
  @ApiProperty({ example: 'dark' }) value!: string;
  @ApiProperty({ example: 'dark background, light text, bright accents' }) description!: string;
}

export class ImageSourceOptionDto {
  @ApiProperty({ enum: ['builtin', 'stock', 'generated'], example: 'stock' }) value!: 'builtin' | 'stock' | 'generated';
  @ApiProperty({ example: "a stock photo for the prompt's subject, its photographer credited in imageCredit" })
  description!: string;
  @ApiProperty({ description: 'This server has the provider: asking for one it has not is a 422.' })
  available!: boolean;
  @ApiProperty({ description: 'What a request that names no imageSource gets.' }) isDefault!: boolean;
}

export class DesignOptionsDto {
  @ApiProperty({ type: [DesignOptionDto] }) theme!: DesignOptionDto[];
  @ApiProperty({ type: [DesignOptionDto] }) frameStyle!: DesignOptionDto[];
  @ApiProperty({ type: [DesignOptionDto] }) backdropStyle!: DesignOptionDto[];
  @ApiProperty({ type: [DesignOptionDto] }) focus!: DesignOptionDto[];
  @ApiProperty({ type: [DesignOptionDto] }) imageStyle!: DesignOptionDto[];
  @ApiProperty({ type: [DesignOptionDto], description: '`auto` or a layout family.' }) designModel!: DesignOptionDto[];
  @ApiProperty({
    type: [ImageSourceOptionDto],
    description: 'Values of the request field `imageSource` (beside `settings`), and which this server offers.',
  })
  imageSource!: ImageSourceOptionDto[];
}
