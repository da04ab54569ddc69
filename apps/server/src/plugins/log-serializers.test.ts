import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { loggerOptions, serializeError } from './log-serializers';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$secret-hash-of-a-user';
const failedInsert = () => {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', params: ['alice', HASH] });
  return new DrizzleQueryError('insert into "users" ("user_name", "password_hash") values ($1, $2)', ['alice', HASH], driverError);
};

describe('logging a failed database query', () => {
  it('keeps the SQL text and the PostgreSQL code but drops the parameters (a password hash among them)', () => {
    const logged = JSON.stringify(serializeError(failedInsert()));
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain('alice');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('22021');
  });

  it('leaves other errors as they were', () => {
    const logged = serializeError(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
  });

  it('is the serializer of the server log: a 500 from the database logs no parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions({ level: 'error', stream } as never) });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw failedInsert();
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).not.toContain(HASH);
  });
});
