import { describeDesignIdempotency } from './designs-idempotency.shared';

describe('Idempotency-Key on designs-from-prompt (e2e, Bull)', () => describeDesignIdempotency({ bull: true }));
