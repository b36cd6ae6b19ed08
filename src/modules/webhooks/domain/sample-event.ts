// The sample `design.completed` event a test send delivers (POST /general/webhooks/{id}/test):
// shaped like a real request status so a receiver's parser is exercised, and marked `test: true`
// with ids no real request has, so a receiver can tell it apart and ignore it.
export const SAMPLE_REQUEST_ID = '00000000-0000-4000-8000-000000000000';
export const SAMPLE_DESIGN_ID = '00000000-0000-4000-8000-000000000001';

export function sampleDesignCompleted(appUrl: string): Record<string, unknown> {
  return {
    test: true,
    requestId: SAMPLE_REQUEST_ID,
    status: 'completed',
    queueWaitTime: 0,
    processingTime: 1200,
    designId: SAMPLE_DESIGN_ID,
    link: `${appUrl}/designs/${SAMPLE_DESIGN_ID}`,
    shareLink: `${appUrl}/share/sample`,
    variants: [
      {
        index: 0,
        url: `${appUrl}/designs/${SAMPLE_DESIGN_ID}/variants/0.jpg`,
        width: 1080,
        height: 1080,
        format: 'jpg',
      },
    ],
    warnings: [],
    metadata: { test: 'true' },
  };
}
