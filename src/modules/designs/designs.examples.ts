// Request bodies shown in the OpenAPI document (and pre-filled by Swagger UI's "Try it out"):
// each one passes validation as it is (test/e2e/openapi.e2e-spec.ts posts them all).
const PROMPT = 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50';

export const DESIGN_FROM_PROMPT_EXAMPLES = {
  instagram: {
    summary: 'Two Instagram posts, with colours and your own metadata',
    value: {
      prompt: PROMPT,
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
      numOfVariants: 2,
      outputFormat: ['jpg'],
      colors: ['#0f766e', '#f59e0b'],
      metadata: { orderId: 'A-1042' },
    },
  },
  custom: {
    summary: 'A custom size',
    value: {
      prompt: PROMPT,
      type: 'custom',
      subtype: 'custom',
      dimension: { width: 1200, height: 628 },
      numOfVariants: 1,
    },
  },
};

export const DESIGN_FROM_CONTENT_EXAMPLES = {
  onePage: {
    summary: 'One page of your own copy',
    value: {
      type: 'socialMedia',
      subtype: 'socialMedia-instagram-post',
      numOfVariants: 1,
      documentJson: [
        [
          { type: 'title', value: 'Summer sale' },
          { type: 'offer', value: '30% off all sandals' },
          { type: 'bulletlist', value: ['Until Sunday', 'Free shipping over $50'] },
          { type: 'cta', value: 'Shop now' },
        ],
      ],
    },
  },
};

export const DESIGN_SET_FROM_PROMPT_EXAMPLES = {
  iab: {
    summary: 'The IAB standard set, two looks',
    value: {
      prompt: PROMPT,
      formats: 'iab-standard',
      numOfVariants: 2,
      outputFormat: ['jpg', 'webp'],
      maxFileSizeKb: 150,
    },
  },
  mixed: {
    summary: 'Named sizes and a custom one',
    value: {
      prompt: PROMPT,
      formats: [
        { type: 'displayAds', subtype: 'displayAds-leaderboard' },
        { type: 'custom', dimension: { width: 640, height: 360 } },
      ],
      numOfVariants: 1,
    },
  },
};

export const DESIGN_SET_FROM_CONTENT_EXAMPLES = {
  social: {
    summary: 'Your own copy in the social standard set',
    value: {
      formats: 'social-standard',
      numOfVariants: 1,
      documentJson: DESIGN_FROM_CONTENT_EXAMPLES.onePage.value.documentJson,
    },
  },
};
