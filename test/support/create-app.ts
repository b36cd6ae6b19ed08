// For tests: the service's app (bootstrap's configureApp, its HTTP adapter) with some providers
// replaced (a movable clock, fake outside services). Lives in test/ because @nestjs/testing is a
// dev dependency: the production image, which prunes those, must never load it.
import { INestApplication, ModuleMetadata, Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { configureApp, httpAdapter } from '../../src/bootstrap';
import { AppConfig } from '../../src/platform/config/app-config';

export async function createAppWithOverrides(
  config: AppConfig,
  overrides: {
    provide: Type<unknown> | string | symbol | (abstract new (...args: never[]) => unknown);
    useValue: unknown;
  }[],
  extraImports: ModuleMetadata['imports'] = [],
): Promise<INestApplication> {
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config), ...extraImports] });
  for (const o of overrides) builder = builder.overrideProvider(o.provide).useValue(o.useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(httpAdapter(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config);
  return app;
}
