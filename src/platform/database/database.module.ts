import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { UnitOfWork } from './unit-of-work';

/** The TypeORM connection (DATABASE_URL, or the embedded server main.ts started) and the UnitOfWork. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.database.url) throw new Error('database url missing: main.ts resolves it before boot');
        const options = dataSourceOptions(config.database.url, {
          poolSize: config.database.poolSize,
          applicationName: `design-api-${config.role.name}`,
        });
        return { ...options, migrationsRun: config.database.migrationsRun };
      },
    }),
  ],
  providers: [UnitOfWork],
  exports: [UnitOfWork],
})
export class DatabaseModule {}
