// The OpenAPI document, built from the code: served at /docs and committed as openapi.json.
import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SCHEME, BEARER_SCHEME } from '../auth/authenticated.decorator';
import { ErrorEnvelopeDto } from './error-envelope.dto';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Design Generation API')
    .setDescription(
      [
        'Turns a text prompt into finished marketing designs and editable content suggestions, and lets',
        'enterprise and superuser keys administer their end users.',
        '',
        'Every answer under the base path is `{ "status": <int>, "body": { ... } }`; errors carry',
        '`body.message`, a stable `body.code` and, on 422, `body.errors[]` naming each failing field.',
      ].join('\n'),
    )
    .setVersion('2')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'service-api-key', description: '`sk_<env>_<keyId>_<secret>`' }, API_KEY_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An end user access token from login-user.' }, BEARER_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorEnvelopeDto] });
  documentIdempotencyKeys(document);
  return document;
}

/** Every authenticated POST accepts Idempotency-Key (SPEC 7); documented once, here. */
function documentIdempotencyKeys(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    const post = operations.post;
    if (!post?.security?.length) continue;
    post.parameters = [
      ...(post.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          '1..255 printable characters. The same key with the same request within 24 h returns the first answer and does nothing again; with another request: 422; while the first still runs: 409.',
        schema: { type: 'string', maxLength: 255 },
      },
    ];
  }
}

export function setupOpenApi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('docs', app, document, {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'docs/openapi.json',
    yamlDocumentUrl: 'docs/openapi.yaml',
  });
}
