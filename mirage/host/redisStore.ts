import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from 'redis';
import { applyOp, emptyState, type HostOp, type LinkRecord } from './hostState';
import { type DeliveryQueue, type LinkStore, type PendingDelivery, StoreAway, type TriesStore } from './linkStore';

/** The keys, all under one prefix so a Redis shared with something else keeps them apart. */
const PREFIX = 'demo-host:';
const K = {
  links: `${PREFIX}links`,
  link: (id: string) => `${PREFIX}link:${id}`,
  opening: (id: string) => `${PREFIX}opening:${id}`,
  tries: (id: string) => `${PREFIX}tries:${id}`,
  deliveries: `${PREFIX}deliveries`,
  due: `${PREFIX}deliveries:due`,
  reset: (id: string) => `${PREFIX}reset:${id}`,
};

/** Takes the due deliveries and moves each to the end of its lease, in one step no other instance can split. */
const CLAIM = `
local ids = redis.call('ZRANGE', KEYS[1], '-inf', ARGV[1], 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, id in ipairs(ids) do
  local d = redis.call('HGET', KEYS[2], id)
  if d then
    redis.call('ZADD', KEYS[1], ARGV[2], id)
    table.insert(out, d)
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return out`;

/**
 * Appends an opening to its link's changes unless the link has had ARGV[2] openings already ('' for no limit), counted
 * from the changes themselves (each opening is one, written by `open` below as {"op":"open",...}), in one step no
 * other instance can split. 1 when appended; 0 when not, or when there is no such link.
 */
const OPEN = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[2] ~= '' then
  local n = 0
  for _, line in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do
    if string.sub(line, 1, 12) == '{"op":"open"' then n = n + 1 end
  end
  if n >= tonumber(ARGV[2]) then return 0 end
end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[3])
return 1`;

/** The link a change belongs to; a new kind of change must say which (the switch is checked to be whole). */
function linkOfChange(op: Exclude<HostOp, { op: 'open' }>): string | { opening: string } {
  switch (op.op) {
    case 'link':
      return op.link.id;
    case 'revoke':
    case 'extend':
      return op.id;
    case 'event':
      return { opening: op.opening };
    default: {
      const none: never = op;
      throw new Error(`a change of no link: ${JSON.stringify(none)}`);
    }
  }
}

export class LinksStoreError extends Error {}

/** node-redis's errors for a connection that is not there (as opposed to a reply Redis gave). */
const AWAY_ERRORS = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
];
const isAway = (e: unknown): boolean => AWAY_ERRORS.some((c) => e instanceof c);

/**
 * The links in Redis, shared by every demo host behind nginx (docs/deploy.md). Each link is a Redis list of its
 * changes, the very lines the journal holds (RPUSH is atomic, so two instances' changes never overwrite each other
 * and every instance reads them in the same order); a link's record is those changes replayed by the one rule
 * (applyOp). Each instance keeps what it has replayed and reads only the changes after it (LRANGE from its count):
 * one short round trip a read. An opening's link is one key (set once); the counts a hash per link, HINCRBY so two
 * instances' wrong tries both count; the deliveries a hash and a sorted set of when each is due. A write resolves
 * once Redis has answered it: with appendonly and appendfsync always, once it is on Redis's disk.
 */
export async function redisStore(url: string): Promise<LinkStore> {
  const client = createClient({
    url,
    // While Redis is away a call fails at once (500) rather than waiting, unanswered, for it to come back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 5000, reconnectStrategy: (n) => Math.min(n * 100, 2000) },
  });
  let lastError = '';
  client.on('error', (e: Error) => {
    const line = `demo host: Redis at ${url}: ${e.message || e.name}`;
    // One line for each new trouble, not one for each reconnection attempt.
    if (line !== lastError) console.error(line);
    lastError = line;
  });
  client.on('ready', () => {
    lastError = '';
  });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    client.destroy();
    const why = e instanceof Error ? (e as NodeJS.ErrnoException).code || e.message : String(e);
    throw new LinksStoreError(`--links-store: cannot reach Redis at ${url} (${why})`);
  }

  const state = emptyState();
  /** How many of each link's changes this instance has replayed. */
  const seen = new Map<string, number>();
  const linkOfOpening = new Map<string, string>();
  /** One read of a link's new changes at a time: two at once would replay the same ones twice. */
  const reading = new Map<string, Promise<void>>();

  const pull = async (id: string): Promise<void> => {
    const from = seen.get(id) ?? 0;
    const lines = await client.lRange(K.link(id), from, -1);
    for (const line of lines) applyOp(state, JSON.parse(line) as HostOp);
    seen.set(id, from + lines.length);
  };
  const refresh = (id: string): Promise<void> => {
    const before = reading.get(id) ?? Promise.resolve();
    const next = before.catch(() => undefined).then(() => pull(id));
    reading.set(id, next);
    const clear = () => {
      if (reading.get(id) === next) reading.delete(id);
    };
    next.then(clear, clear);
    return next;
  };
  const openingLink = async (opening: string): Promise<string | null> => {
    const known = linkOfOpening.get(opening);
    if (known) return known;
    const id = await client.get(K.opening(opening));
    if (id) linkOfOpening.set(opening, id);
    return id;
  };

  const tries: TriesStore = {
    get: async (id) => {
      const h = await client.hGetAll(K.tries(id));
      return h.count === undefined ? null : { count: Number(h.count), until: Number(h.until ?? 0) };
    },
    increment: (id) => client.hIncrBy(K.tries(id), 'count', 1),
    setUntil: async (id, until) => {
      await client.hSet(K.tries(id), 'until', String(until));
    },
    clear: async (id) => {
      await client.del(K.tries(id));
    },
  };
  const deliveries: DeliveryQueue = {
    put: async (d) => {
      await client
        .multi()
        .hSet(K.deliveries, d.id, JSON.stringify(d))
        .zAdd(K.due, { score: d.dueAt, value: d.id })
        .exec();
    },
    claim: async (now, leaseMs, max) => {
      const got = (await client.eval(CLAIM, {
        keys: [K.due, K.deliveries],
        arguments: [String(now), String(now + leaseMs), String(max)],
      })) as string[];
      return got.map((s) => ({ ...(JSON.parse(s) as PendingDelivery), dueAt: now + leaseMs }));
    },
    done: async (id) => {
      await client.multi().hDel(K.deliveries, id).zRem(K.due, id).exec();
    },
  };

  /**
   * A call made while Redis is away fails at once (no offline queue): StoreAway, for the host's 503. A reply error
   * (Redis answered, and refused) is a fault of this code, and stays what it is.
   */
  const guard =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    (...a: A): Promise<R> =>
      f(...a).catch((e: unknown) => {
        if (client.isReady && !isAway(e)) throw e;
        throw new StoreAway(
          `the links' store, Redis at ${url}, cannot be reached (${e instanceof Error ? e.message : e})`,
        );
      });
  const guarded = <T extends object>(o: T): T => {
    const out = { ...o } as Record<string, unknown>;
    for (const [k, v] of Object.entries(o))
      if (typeof v === 'function' && k !== 'close') out[k] = guard(v as (...a: unknown[]) => Promise<unknown>);
    return out as T;
  };

  return guarded({
    shared: true,
    where: `Redis at ${url}`,
    link: async (id) => {
      await refresh(id);
      return state.links[id];
    },
    links: async () => {
      const ids = await client.sMembers(K.links);
      await Promise.all(ids.map(refresh));
      return ids.flatMap((id): LinkRecord[] => (state.links[id] ? [state.links[id]] : []));
    },
    opening: async (id) => {
      const link = await openingLink(id);
      if (!link) return undefined;
      await refresh(link);
      return state.openings[id];
    },
    commit: async (op) => {
      const of = linkOfChange(op);
      const id = typeof of === 'string' ? of : await openingLink(of.opening);
      // A change of an opening no link has is ignored, as applyOp ignores it.
      if (!id) return;
      const tx = client.multi().rPush(K.link(id), JSON.stringify(op));
      if (op.op === 'link') tx.sAdd(K.links, id);
      await tx.exec();
      await refresh(id);
    },
    open: async (opening, max) => {
      const op: HostOp = { op: 'open', opening };
      const added = await client.eval(OPEN, {
        keys: [K.link(opening.linkId), K.opening(opening.id)],
        arguments: [JSON.stringify(op), max === null ? '' : String(max), opening.linkId],
      });
      await refresh(opening.linkId);
      return added === 1;
    },
    tries: guarded(tries),
    deliveries: guarded(deliveries),
    askReset: async (id) => {
      await client.set(K.reset(id), '1');
    },
    // GETDEL: of two instances asking at once, one gets it.
    takeReset: async (id) => (await client.getDel(K.reset(id))) !== null,
    close: async () => {
      await Promise.allSettled([...reading.values()]);
      if (client.isOpen) await client.close();
    },
  });
}
