import { Webhook } from 'standardwebhooks';
import { generateSecret, messageId, signedMessage } from './webhook-message';

describe('signedMessage', () => {
  const secret = generateSecret();
  const eventId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

  it('is accepted by the standardwebhooks verifier and carries { type, timestamp, data }', () => {
    const msg = signedMessage({
      secret,
      eventId,
      type: 'design.completed',
      occurredAt: new Date('2026-01-01T00:00:00Z'),
      data: { requestId: 'r1', status: 'completed' },
      now: new Date(),
    });
    const verified = new Webhook(secret).verify(msg.body, msg.headers);
    expect(verified).toEqual({
      type: 'design.completed',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { requestId: 'r1', status: 'completed' },
    });
    expect(msg.headers['webhook-id']).toBe(messageId(eventId));
    expect(msg.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('fails verification with another secret or a changed body', () => {
    const msg = signedMessage({
      secret,
      eventId,
      type: 'design.failed',
      occurredAt: new Date(),
      data: {},
      now: new Date(),
    });
    expect(() => new Webhook(generateSecret()).verify(msg.body, msg.headers)).toThrow();
    expect(() => new Webhook(secret).verify(msg.body.replace('failed', 'completed'), msg.headers)).toThrow();
  });

  it('makes secrets of 24 random bytes in the whsec_ form', () => {
    const s = generateSecret();
    expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(s.slice(6), 'base64')).toHaveLength(24);
    expect(generateSecret()).not.toBe(s);
  });
});
