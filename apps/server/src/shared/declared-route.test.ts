import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@rayyan/contracts';
import { responseSerializerCompiler } from '../plugins/response-serializer';
import { declaredRoute } from './declared-route';

/** A Fastify app that keeps its log lines, with the server's validator and serializer. */
function appWithLog() {
  const lines: { level: number; msg: string; err?: { code?: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  return { app, lines };
}

const remove = endpoint({ method: 'DELETE', path: '/api/things/:id/', params: z.object({ id: z.string() }), response: 'empty', status: 204, access: 'public' });

describe('declaredRoute', () => {
  it('answers a delete once whether its handler sends the reply itself or returns nothing', async () => {
    const { app, lines } = appWithLog();
    // The crud routes' delete sends its 204 itself and returns the reply, which `await` turns into nothing.
    declaredRoute(app, remove, { tags: ['t'], errors: [404] }, async (_request, reply) => reply.code(204).send(null));
    declaredRoute(app, { ...remove, path: '/api/others/:id/' }, { tags: ['t'], errors: [404] }, async () => undefined as never);
    for (const url of ['/api/things/1/', '/api/others/1/']) {
      const response = await app.inject({ method: 'DELETE', url });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    // No "Reply was already sent" warning: the answer went out once.
    expect(lines.filter((line) => line.err?.code === 'FST_ERR_REP_ALREADY_SENT')).toEqual([]);
    await app.close();
  });

  it('answers a declared record with the declared success status', async () => {
    const { app } = appWithLog();
    const create = endpoint({ method: 'POST', path: '/api/things/', body: z.object({ name: z.string() }), response: z.object({ id: z.string(), name: z.string() }), status: 201, access: 'public' });
    declaredRoute(app, create, { tags: ['t'], errors: [400] }, (request) => ({ id: 'a1', name: request.body.name }));
    const response = await app.inject({ method: 'POST', url: '/api/things/', payload: { name: 'Pump' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'a1', name: 'Pump' });
    await app.close();
  });
});
