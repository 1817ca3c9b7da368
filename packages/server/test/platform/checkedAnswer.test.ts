import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckedAnswer } from '../../src/lib/contractRoutes.js';

const route = { method: 'GET', url: '/api/x' };
const Schema = z.object({ id: z.number().int(), name: z.string().nullable(), tags: z.array(z.string()) });

describe('CheckedAnswer (an answer checked and written once, then sent many times)', () => {
  it('writes the data as the route serializer does: only the fields of the schema', () => {
    const answer = CheckedAnswer.of(Schema, { id: 1, name: '李同学', tags: ['a'], passwordHash: 'secret' } as z.input<typeof Schema>, route);
    expect(JSON.parse(answer.json)).toEqual({ id: 1, name: '李同学', tags: ['a'] });
    expect(answer.json).not.toContain('secret');
  });

  it("refuses data that does not match the schema with the serializer's own error", () => {
    let error: unknown;
    try {
      CheckedAnswer.of(Schema, { id: 1.5, name: null, tags: [] }, route);
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
