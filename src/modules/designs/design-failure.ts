// Why a design request failed, in words fit for the caller and the design.failed webhook (issue
// 18.1, 18.3): a fixed message per cause. Anything else (an exception of the engine, the database,
// a library) is answered with the generic message; its text goes to the log with the request id.
import { UnrecoverableJobError } from '../../platform/queue';

export const GENERIC_FAILURE = 'The design could not be rendered';

/** A failure with a public message; it would fail again, so the job is not retried. */
export class DesignFailure extends UnrecoverableJobError {
  constructor(message: string) {
    super(message);
    this.name = 'DesignFailure';
  }

  /** Media bytes that are not an accepted raster image, or have too many pixels. */
  static unsupportedMedia(label: string, reason: string): DesignFailure {
    return new DesignFailure(`${label} ${reason}`);
  }

  static mediaOverBudget(budgetMs: number): DesignFailure {
    return new DesignFailure(`The design's images could not be fetched and prepared within ${budgetMs} ms`);
  }

  static stuck(seconds: number): DesignFailure {
    return new DesignFailure(`the request did not finish within ${seconds} s`);
  }
}

/** The stored error of a failed request: a DesignFailure's own message, else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof DesignFailure ? error.message : GENERIC_FAILURE;
}
