import { Global, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import { ObjectStorage } from './object-storage';
import { S3Storage } from './s3.storage';

@Global()
@Module({
  providers: [
    {
      provide: ObjectStorage,
      inject: [AppConfig],
      useFactory: (config: AppConfig): ObjectStorage =>
        config.storage.driver === 's3'
          ? new S3Storage({ ...config.storage.s3, bucket: config.storage.s3.bucket as string })
          : new LocalDiskStorage(config.storage.dir),
    },
  ],
  exports: [ObjectStorage],
})
export class StorageModule implements OnModuleDestroy {
  constructor(@Inject(ObjectStorage) private readonly storage: ObjectStorage) {}

  onModuleDestroy(): void {
    if (this.storage instanceof S3Storage) this.storage.destroy();
  }
}
