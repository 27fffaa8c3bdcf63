// Where the example server (server.mjs) keeps its games, so that a server
// killed mid-round and started again loses none. One setting, GW_STORE:
//
//   sqlite:/path/games.db   (the default: sqlite:<OS temp dir>/gridwords-games.db)
//                           one file, one server process (an exclusive lock)
//   redis://host:port       games shared by several server processes
//   memory                  nothing kept (a killed server loses its games)
//
// A game's record is its whole state: the engine's snapshot bytes, its log
// (JSON), the events its seats have been sent (the feed), its seats and seat
// tokens, and when it ended. The server writes the record after every
// accepted action and every `advance` that changed something, and answers
// the action only once the write is done. Each write is the whole state, so
// a write that fails is made good by the game's next one.
//
// The drivers (better-sqlite3, redis) are loaded only by the store that uses
// them: `npm ci` in examples/node installs them (package-lock.json pins them).
import { closeSync, openSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'

/** The default store setting: a SQLite file in the OS temp dir. */
export const DEFAULT_STORE = `sqlite:${join(tmpdir(), 'gridwords-games.db')}`

/**
 * Opens the store a GW_STORE setting names (see above). `instance` names this
 * server process for Redis leases (GW_INSTANCE; a random name if not given):
 * a process restarted with the same name takes its games back at once.
 */
export async function openStore(spec = DEFAULT_STORE, { instance, leaseMs = 15_000 } = {}) {
  if (spec === 'memory') return memoryStore()
  if (spec.startsWith('sqlite:')) return sqliteStore(spec.slice('sqlite:'.length))
  if (spec.startsWith('redis://') || spec.startsWith('rediss://')) {
    return redisStore(spec, { instance: instance || randomBytes(6).toString('hex'), leaseMs })
  }
  throw new Error(`GW_STORE must be sqlite:/path/file.db, redis://host:port or memory, not ${spec}`)
}

/**
 * A record as the server hands it over and gets it back:
 * {id, kind, seats, tokens, snapshot (Buffer), log (JSON text), feed (array), endedAt (ms or null)}.
 */

/** No store: ids from a counter, nothing kept. */
export function memoryStore() {
  let next = 1
  return {
    name: 'memory',
    shared: false,
    async newId() {
      return String(next++)
    },
    async save() {
      return true
    },
    async loadAll() {
      return []
    },
    async load() {
      return null
    },
    async remove() {},
    async close() {},
  }
}

const fromRow = (row) => ({
  id: row.id,
  kind: row.kind,
  seats: JSON.parse(row.seats),
  tokens: JSON.parse(row.tokens),
  snapshot: row.snapshot,
  log: row.log,
  feed: JSON.parse(row.feed),
  endedAt: row.ended_at,
})

/**
 * One SQLite file: a row per game, written in a transaction. The file is
 * locked for this process (locking_mode EXCLUSIVE): a second server on the
 * same file fails at start instead of running the same games twice; a killed
 * process's lock goes with it. WAL with synchronous FULL: a committed action
 * survives a killed process and a power cut. A new file is made mode 0600.
 */
async function sqliteStore(path) {
  if (path === '') throw new Error('GW_STORE=sqlite: needs a file path')
  const { default: Database } = await import('better-sqlite3')
  // Logs and snapshots are secrets until a game is over: the file (and its
  // -wal and -shm, which SQLite creates with the file's mode) is the owner's only.
  closeSync(openSync(path, 'a', 0o600))
  const db = new Database(path, { timeout: 0 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        seats TEXT NOT NULL,
        tokens TEXT NOT NULL,
        snapshot BLOB NOT NULL,
        log TEXT NOT NULL,
        feed TEXT NOT NULL,
        ended_at INTEGER,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      INSERT OR IGNORE INTO meta VALUES ('next_id', 1);
    `)
  } catch (e) {
    db.close()
    if (e.code === 'SQLITE_BUSY') throw new Error(`the store ${path} is in use by another server process`)
    throw e
  }
  const nextId = db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'next_id' RETURNING value - 1 AS id")
  const upsert = db.prepare(`
    INSERT INTO games (id, kind, seats, tokens, snapshot, log, feed, ended_at, updated_at)
    VALUES (@id, @kind, @seats, @tokens, @snapshot, @log, @feed, @endedAt, @updatedAt)
    ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot, log = excluded.log,
      feed = excluded.feed, ended_at = excluded.ended_at, updated_at = excluded.updated_at`)
  const save = db.transaction((rec) =>
    upsert.run({
      id: rec.id,
      kind: rec.kind,
      seats: JSON.stringify(rec.seats),
      tokens: JSON.stringify(rec.tokens),
      snapshot: rec.snapshot,
      log: rec.log,
      feed: JSON.stringify(rec.feed),
      endedAt: rec.endedAt,
      updatedAt: Date.now(),
    }),
  )
  const all = db.prepare('SELECT * FROM games ORDER BY CAST(id AS INTEGER)')
  const one = db.prepare('SELECT * FROM games WHERE id = ?')
  const del = db.prepare('DELETE FROM games WHERE id = ?')
  return {
    name: `sqlite:${path}`,
    shared: false,
    async newId() {
      return String(nextId.get().id)
    },
    async save(rec) {
      save(rec)
      return true
    },
    async loadAll() {
      return all.all().map(fromRow)
    },
    async load(id) {
      const row = one.get(id)
      return row ? fromRow(row) : null
    },
    async remove(id) {
      del.run(id)
    },
    async close() {
      db.close()
    },
  }
}

// Redis: a hash per game (gw:game:ID), the ids of kept games (gw:games), an
// id counter (gw:next-id) and a lease per game (gw:lease:ID = the instance
// that runs its clock, with an expiry). Writes check the lease in the same
// script, so a process that lost a game can no longer write it.
const ACQUIRE = `
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`
const SAVE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('HSET', KEYS[2], unpack(ARGV, 4))
redis.call('SADD', KEYS[3], ARGV[3])
return 1`
const RELEASE = `
for _, k in ipairs(KEYS) do
  if redis.call('GET', k) == ARGV[1] then redis.call('DEL', k) end
end
return 1`
// ACQUIRE over many leases in one round trip; returns the 1-based positions
// of the leases another process holds.
const RENEW = `
local lost = {}
for i, k in ipairs(KEYS) do
  local cur = redis.call('GET', k)
  if cur == false or cur == ARGV[1] then
    redis.call('SET', k, ARGV[1], 'PX', ARGV[2])
  else
    lost[#lost + 1] = i
  end
end
return lost`
// Leases per script call when renewing or releasing many: one round trip per
// batch instead of one per game (10 000 games are 10 calls every renewal).
const LEASE_BATCH = 1000
const batches = (ids) => Array.from({ length: Math.ceil(ids.length / LEASE_BATCH) }, (_, i) => ids.slice(i * LEASE_BATCH, (i + 1) * LEASE_BATCH))

async function redisStore(url, { instance, leaseMs }) {
  const { createClient } = await import('redis')
  const client = createClient({ url })
  client.on('error', (e) => console.error(`redis: ${e.message}`))
  await client.connect()
  const lease = (id) => `gw:lease:${id}`
  const key = (id) => `gw:game:${id}`
  const acquire = async (id) =>
    (await client.eval(ACQUIRE, { keys: [lease(id)], arguments: [instance, String(leaseMs)] })) === 1
  const read = async (id) => {
    const h = await client.hGetAll(key(id))
    if (!h.kind) return null
    return {
      id,
      kind: h.kind,
      seats: JSON.parse(h.seats),
      tokens: JSON.parse(h.tokens),
      snapshot: Buffer.from(h.snapshot, 'base64'),
      log: h.log,
      feed: JSON.parse(h.feed),
      endedAt: h.ended_at === '' ? null : Number(h.ended_at),
    }
  }
  return {
    name: `redis ${url} as ${instance}`,
    shared: true,
    leaseMs,
    /** A new id, its lease taken. */
    async newId() {
      const id = String(await client.incr('gw:next-id'))
      if (!(await acquire(id))) throw new Error(`game ${id} is leased by another process`)
      return id
    },
    /** Writes the record if this process holds the game's lease; false if not. */
    async save(rec) {
      const fields = {
        kind: rec.kind,
        seats: JSON.stringify(rec.seats),
        tokens: JSON.stringify(rec.tokens),
        snapshot: rec.snapshot.toString('base64'),
        log: rec.log,
        feed: JSON.stringify(rec.feed),
        ended_at: rec.endedAt === null ? '' : String(rec.endedAt),
        updated_at: String(Date.now()),
      }
      const args = [instance, String(leaseMs), rec.id, ...Object.entries(fields).flat()]
      const ok = await client.eval(SAVE, { keys: [lease(rec.id), key(rec.id), 'gw:games'], arguments: args })
      return ok === 1
    },
    /** Every kept game whose lease this process can take (free, or already its own). */
    async loadAll() {
      const out = []
      for (const id of await this.orphans(new Set())) {
        const rec = await this.load(id)
        if (rec) out.push(rec)
      }
      return out
    },
    /** The game, its lease taken; null if there is none or another process holds it. */
    async load(id) {
      if (!(await client.sIsMember('gw:games', id))) return null
      if (!(await acquire(id))) return null
      return read(id)
    },
    /** Whether another process holds the game's lease (it exists and runs elsewhere). */
    async elsewhere(id) {
      const owner = await client.get(lease(id))
      return owner !== null && owner !== instance
    },
    /** Renews this process's leases; returns the ids it no longer holds. */
    async renew(ids) {
      const lost = []
      for (const batch of batches(ids)) {
        const gone = await client.eval(RENEW, { keys: batch.map(lease), arguments: [instance, String(leaseMs)] })
        for (const i of gone) lost.push(batch[i - 1])
      }
      return lost
    },
    /** Kept games no process holds (their owner died or let go), not in `hosted`, sorted. */
    async orphans(hosted) {
      const ids = (await client.sMembers('gw:games')).filter((id) => !hosted.has(id))
      const owners = ids.length ? await client.mGet(ids.map(lease)) : []
      return ids.filter((_, i) => owners[i] === null || owners[i] === instance).sort((a, b) => a - b)
    },
    async remove(id) {
      await client.multi().del(key(id)).sRem('gw:games', id).exec()
      await client.eval(RELEASE, { keys: [lease(id)], arguments: [instance] })
    },
    /** Lets go of the leases (a clean stop: other processes may take the games at once). */
    async release(ids) {
      for (const batch of batches(ids)) await client.eval(RELEASE, { keys: batch.map(lease), arguments: [instance] })
    },
    async close() {
      await client.quit()
    },
  }
}
