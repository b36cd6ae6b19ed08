// Pictures of the index (scripts/build-imagery-index.ts) that only the hand-kept subjects draw: a
// person at the activity (a flamenco class's dancer, a surf school's surfer, a bouldering gym's climber)
// and the kitchen knife of a knife sharpener, kept out of the CLDR words of the index. People never stand
// for a thing a prompt names in passing ("dancing" in any text), and a knife only for its sharpener.
export const SUBJECT_ONLY: readonly string[] = [
  'woman-dancing',
  'person-surfing',
  'person-climbing',
  'person-golfing',
  'person-playing-handball',
  'person-mountain-biking',
  'person-swimming',
  'person-rowing-boat',
  'singer',
  'kitchen-knife',
];
