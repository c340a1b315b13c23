// app.loginThrottle: the failed-login counters (src/lib/throttle.ts), in the database or, with redisUrl, in Redis.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppOptions } from '../appOptions';
import { DatabaseThrottleStore, LoginThrottle } from '../lib/throttle';
import { RedisThrottleStore } from '../lib/throttle-redis';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

type ThrottleStoreOptions = Pick<AppOptions, 'redisUrl' | 'redisPrefix'>;

async function openThrottleStore(app: FastifyInstance, opts: ThrottleStoreOptions) {
  if (!opts.redisUrl) return new DatabaseThrottleStore(app.db);
  let warned = false;
  const store = RedisThrottleStore.open(opts.redisUrl, {
    prefix: opts.redisPrefix,
    onError: (err) => {
      // Once per outage, not once per reconnection attempt.
      if (!warned) app.log.warn({ err }, 'Redis (login counters) unreachable: logins answer 503 until it is back');
      warned = true;
    },
  });
  store.client.on('ready', () => {
    if (warned) app.log.info('Redis (login counters) reachable again');
    warned = false;
  });
  if (!(await store.ready(3000))) app.log.warn('Redis (login counters) not reachable at start: logins answer 503 until it is');
  return store;
}

export default fp<ThrottleStoreOptions & Pick<AppOptions, 'loginThrottle'>>(
  async (app, opts) => {
    const throttle = new LoginThrottle(await openThrottleStore(app, opts), opts.loginThrottle);
    app.decorate('loginThrottle', throttle);
    app.addHook('onClose', async () => await throttle.close().catch(() => undefined));
  },
  { name: 'login-throttle', dependencies: ['database'] },
);
