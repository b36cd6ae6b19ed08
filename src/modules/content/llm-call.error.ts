/** Why a model call gave no usable answer, in words fit for a caller's warning (no URLs, no server text). */
export class LlmCallError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
