import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DEFAULT_PORTS } from './address-guard';
import { SafeHttpClient } from './safe-http-client';

@Global()
@Module({
  providers: [
    {
      provide: SafeHttpClient,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new SafeHttpClient({ allowHosts: config.media.fetchAllowHosts, allowedPorts: [...DEFAULT_PORTS] }),
    },
  ],
  exports: [SafeHttpClient],
})
export class OutboundModule {}
