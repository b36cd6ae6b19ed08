import { describeDesignIdempotency } from './designs-idempotency.shared';

describe('Idempotency-Key on designs-from-prompt (e2e, in-process queue)', () =>
  describeDesignIdempotency({ bull: false }));
