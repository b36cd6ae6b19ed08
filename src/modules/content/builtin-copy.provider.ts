import { Injectable } from '@nestjs/common';
import { CopyRequest, writeCopy } from '../../../libs/copywriter';
import { CopyProvider, WrittenCopy } from './copy-provider';

@Injectable()
export class BuiltinCopyProvider extends CopyProvider {
  async write(request: CopyRequest): Promise<WrittenCopy> {
    return { pages: writeCopy(request).pages, source: 'builtin' };
  }
}
