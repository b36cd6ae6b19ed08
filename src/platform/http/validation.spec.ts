import { findHostileKeys, flattenValidationErrors } from './validation';

describe('findHostileKeys', () => {
  it('finds __proto__, constructor and prototype keys at any depth, with their path', () => {
    const body = JSON.parse('{"a":{"__proto__":{"x":1}},"list":[{"constructor":{}}],"ok":"fine","prototype":1}');
    expect(
      findHostileKeys(body)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['a.__proto__', 'list[0].constructor', 'prototype']);
  });

  it('refuses nesting deeper than any DTO', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(findHostileKeys(deep)).toHaveLength(1);
    expect(findHostileKeys({ a: { b: { c: 1 } } })).toEqual([]);
  });
});

describe('flattenValidationErrors', () => {
  it('names nested and array fields', () => {
    const errors = flattenValidationErrors([
      {
        property: 'brand',
        children: [
          {
            property: 'brandColors',
            children: [{ property: '0', constraints: { isHex: 'brandColors must be hex' }, children: [] }],
          },
        ],
      },
    ]);
    expect(errors).toEqual([{ field: 'brand.brandColors[0]', message: 'brandColors must be hex' }]);
  });
});
