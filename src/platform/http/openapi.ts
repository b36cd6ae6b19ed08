// The OpenAPI document, built from the code: served at /docs and committed as openapi.json.
import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SCHEME, BEARER_SCHEME } from '../auth/authenticated.decorator';
import { ErrorEnvelopeDto } from './error-envelope.dto';
import { documentCallbacks } from './openapi-callbacks';
import { documentResponseHeaders } from './openapi-headers';
import { operationIdFor } from './openapi-operation-ids';
import { OPENAPI_TAGS } from './openapi-tags';

/** Fixed so the committed document does not depend on the machine; clients pass their own base URL. */
const DOCUMENTED_SERVER = 'http://localhost:3000';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
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
    .addServer(
      DOCUMENTED_SERVER,
      '`npm start` on your machine; use your APP_URL origin elsewhere (paths carry the base path /{API_ENVIRONMENT}/v2).',
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'service-api-key', description: '`sk_<env>_<keyId>_<secret>`' },
      API_KEY_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'An end user access token from login-user, sent together with the API key (never alone).',
      },
      BEARER_SCHEME,
    );
  for (const tag of OPENAPI_TAGS) builder.addTag(tag.name, tag.description);
  const config = builder.build();
  config.info.license = { name: 'Proprietary (UNLICENSED)' };
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorEnvelopeDto],
    operationIdFactory: operationIdFor,
  });
  documentIdempotencyKeys(document);
  documentResponseHeaders(document);
  documentCallbacks(document);
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
