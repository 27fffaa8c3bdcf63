// Where the example server (server.mjs) keeps its games, so that a server
// killed mid-round and started again loses none. One setting, GW_STORE:
//
//   sqlite:/path/games.db   (the default: sqlite:<OS temp dir>/gridwords-games.db)
//                           one file, one server process (an exclusive lock)
//   redis://host:port       games shared by several server processes
//   memory                  nothing kept (a killed server loses its games)
//
// A game is kept as a base and rows appended to it. The base: its seats and
// seat tokens, a checkpoint (the engine's snapshot bytes and its log, JSON,
// of one moment) and the number of rows that checkpoint holds. A row: what
// one accepted action or one `advance` that changed something added, as
// JSON `{"events": [...], "actions": [{"at_ms", "seat", "action", ...}],
// "clock_ms"}`: the events its seats were sent (the feed), the action the
// server made (`game.act`'s input, none for an `advance`) and the game's
// clock after it. The server writes one row per change and answers the
// action only once it is kept: the bytes of a write do not grow with the
// game (a Word Grid word or miss: about 180 bytes handed to SQLite, one
// 4 KiB WAL page written, at 10 events as at 1 000, where the whole record
// was 154 KiB; docs/hardening.md has the figures). Now and then
// (server.mjs `persist` says when) the same write also replaces the
// checkpoint. A game comes back as its checkpoint (`restore`) with the
// rows after it made again (`act`, then `advance` to the row's clock), and
// its feed as every row's events in order. Rows are numbered from 1 per
// game; writing a row already kept changes nothing, so a write that failed
// is made good by the game's next one, which carries its rows again.
//
// Stores written before rows existed (a base whose feed is the whole feed,
// no rows) load as they are: the old feed is the start of the new one.
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
 * How long a Redis lease lasts unless renewed (GW_LEASE_MS): a dead
 * process's games are taken over within this plus a quarter of it (the
 * upkeep's period), under the 2 s the failover is held to.
 */
export const DEFAULT_LEASE_MS = 1200

/**
 * Opens the store a GW_STORE setting names (see above). `instance` names this
 * server process on Redis (GW_INSTANCE; a random name if not given): no two
 * live processes may share one (the second is refused at start), and each
 * start of a process is its own owner (the name and a random part), so a
 * lease is never shared, even by a process restarted under the same name.
 */
export async function openStore(spec = DEFAULT_STORE, { instance, leaseMs = DEFAULT_LEASE_MS } = {}) {
  if (spec === 'memory') return memoryStore()
  if (spec.startsWith('sqlite:')) return sqliteStore(spec.slice('sqlite:'.length))
  if (spec.startsWith('redis://') || spec.startsWith('rediss://')) {
    return redisStore(spec, { instance: instance || randomBytes(6).toString('hex'), leaseMs })
  }
  throw new Error(`GW_STORE must be sqlite:/path/file.db, redis://host:port or memory, not ${spec}`)
}

/**
 * What the server hands over, one game's write (`write(batch)`):
 *   {id, rows: [{n, body (row JSON text)}], base: null or
 *    {kind, seats, tokens, meta (the server's own facts: {practice, spectate}), snapshot (Buffer),
 *     log (JSON text), n (rows it holds), endedAt (ms or null)}}
 * and what it gets back (`loadAll`, `load`), one game:
 *   {id, kind, seats, tokens, meta, snapshot, log, endedAt, feed (every event, in order),
 *    n (its last row), tail (the rows after the checkpoint, parsed), tailBytes (their JSON's length)}.
 * `written` counts the writes and the bytes of the values handed to the
 * database (row bodies; snapshot, log, seats and tokens of a base).
 */

/** No store: ids from a counter, nothing kept. */
export function memoryStore() {
  let next = 1
  return {
    name: 'memory',
    shared: false,
    written: { writes: 0, bytes: 0 },
    async newId() {
      return String(next++)
    },
    async write() {
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

/** The bytes a write hands to the database (what `written` counts). */
function bytesOf(batch, seats, tokens) {
  let bytes = 0
  for (const row of batch.rows) bytes += Buffer.byteLength(row.body)
  if (batch.base) bytes += batch.base.snapshot.length + Buffer.byteLength(batch.base.log) + seats.length + tokens.length
  return bytes
}

/** A game as the server takes it back: its base, and its rows (JSON text, in order). */
function record(base, rows) {
  const feed = JSON.parse(base.feed)
  const tail = []
  let tailBytes = 0
  let n = base.baseN
  for (const [k, body] of rows) {
    const row = JSON.parse(body)
    for (const e of row.events) feed.push(e)
    if (k > base.baseN) {
      tail.push(row)
      tailBytes += body.length
    }
    n = k
  }
  return {
    id: base.id,
    kind: base.kind,
    seats: JSON.parse(base.seats),
    tokens: JSON.parse(base.tokens),
    meta: JSON.parse(base.meta || '{}'),
    snapshot: base.snapshot,
    log: base.log,
    endedAt: base.endedAt,
    feed,
    n,
    tail,
    tailBytes,
  }
}

const baseOf = (row) => ({
  id: row.id,
  kind: row.kind,
  seats: row.seats,
  tokens: row.tokens,
  meta: row.meta,
  snapshot: row.snapshot,
  log: row.log,
  feed: row.feed,
  endedAt: row.ended_at,
  baseN: row.base_n,
})

/**
 * One SQLite file: a row per game in `games` (the base; `feed` is `[]` for
 * a game written since rows exist, the whole feed for an older one) and its
 * rows in `appends` (id, n, body), a write in one transaction. The file is
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
      CREATE TABLE IF NOT EXISTS appends (
        id TEXT NOT NULL,
        n INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (id, n)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      INSERT OR IGNORE INTO meta VALUES ('next_id', 1);
    `)
    // A file from before rows: its games hold no rows yet.
    if (!db.pragma('table_info(games)').some((c) => c.name === 'base_n')) {
      db.exec('ALTER TABLE games ADD COLUMN base_n INTEGER NOT NULL DEFAULT 0')
    }
    // A file from before the server's own facts (practice, spectator token).
    if (!db.pragma('table_info(games)').some((c) => c.name === 'meta')) {
      db.exec("ALTER TABLE games ADD COLUMN meta TEXT NOT NULL DEFAULT '{}'")
    }
  } catch (e) {
    db.close()
    if (e.code === 'SQLITE_BUSY') throw new Error(`the store ${path} is in use by another server process`)
    throw e
  }
  const nextId = db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'next_id' RETURNING value - 1 AS id")
  const append = db.prepare('INSERT OR IGNORE INTO appends (id, n, body) VALUES (?, ?, ?)')
  // A checkpoint replaces the snapshot and log; the base feed stays as it is.
  const upsert = db.prepare(`
    INSERT INTO games (id, kind, seats, tokens, meta, snapshot, log, feed, ended_at, updated_at, base_n)
    VALUES (@id, @kind, @seats, @tokens, @meta, @snapshot, @log, '[]', @endedAt, @updatedAt, @n)
    ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot, log = excluded.log, meta = excluded.meta,
      ended_at = excluded.ended_at, updated_at = excluded.updated_at, base_n = excluded.base_n`)
  const written = { writes: 0, bytes: 0 }
  const write = db.transaction((batch) => {
    for (const row of batch.rows) append.run(batch.id, row.n, row.body)
    const base = batch.base
    let [seats, tokens] = ['', '']
    if (base) {
      seats = JSON.stringify(base.seats)
      tokens = JSON.stringify(base.tokens)
      upsert.run({ id: batch.id, kind: base.kind, seats, tokens, meta: JSON.stringify(base.meta ?? {}), snapshot: base.snapshot, log: base.log, endedAt: base.endedAt, updatedAt: Date.now(), n: base.n })
    }
    written.writes += 1
    written.bytes += bytesOf(batch, seats, tokens)
  })
  const all = db.prepare('SELECT * FROM games ORDER BY CAST(id AS INTEGER)')
  const allRows = db.prepare('SELECT id, n, body FROM appends ORDER BY id, n').raw()
  const one = db.prepare('SELECT * FROM games WHERE id = ?')
  const rowsOf = db.prepare('SELECT n, body FROM appends WHERE id = ? ORDER BY n').raw()
  const delGame = db.prepare('DELETE FROM games WHERE id = ?')
  const delRows = db.prepare('DELETE FROM appends WHERE id = ?')
  const del = db.transaction((id) => {
    delGame.run(id)
    delRows.run(id)
  })
  return {
    name: `sqlite:${path}`,
    shared: false,
    written,
    async newId() {
      return String(nextId.get().id)
    },
    async write(batch) {
      write(batch)
      return true
    },
    async loadAll() {
      const rows = new Map()
      for (const [id, n, body] of allRows.iterate()) {
        if (!rows.has(id)) rows.set(id, [])
        rows.get(id).push([n, body])
      }
      return all.all().map((g) => record(baseOf(g), rows.get(g.id) ?? []))
    },
    async load(id) {
      const g = one.get(id)
      return g ? record(baseOf(g), rowsOf.all(id)) : null
    },
    async remove(id) {
      del(id)
    },
    async close() {
      db.close()
    },
  }
}

// Redis: a hash per game (gw:game:ID, the base), a list of its rows
// (gw:rows:ID, row n at index n - 1), the ids of kept games (gw:games), an
// id counter (gw:next-id) and a lease per game (gw:lease:ID = the owner
// that runs its clock, with an expiry). An owner is one start of one
// process, `NAME#RANDOM` (the instance name and 8 random hex digits), so
// two processes never share a lease, whatever their names. Each live
// process also holds its name (gw:instance:NAME = its owner, renewed with
// its leases: a second process under a live name is refused at start) and
// says where it answers (gw:owner:OWNER = {instance, url, seen}, for
// ELSEWHERE and `GET /games`).
//
// A write is one script, fenced twice: the lease must be the writer's own
// at the moment the script runs (a process paused past its lease, whose
// game another process took, or nobody did, cannot write), and the rows
// must follow the stored ones: a row already stored may come again only
// byte for byte (a retried write), a row of another body is a conflict
// (two writers of one game), refused before anything changes. Then it
// pushes the new rows and sets the base's fields when there is a
// checkpoint: all or nothing.
const ACQUIRE = `
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`
// KEYS: lease, game, gw:games, rows. ARGV: owner, leaseMs, id, the first
// row's n, the number of rows k, the k rows, then the base's field/value
// pairs. Returns 1 (written), 0 (not the lease holder), -1 (a conflicting
// row). The base's `feed` is set only if the hash has none: an older
// record's (the whole feed before rows existed) stays.
const WRITE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local k = tonumber(ARGV[5])
local first = tonumber(ARGV[4])
local len = redis.call('LLEN', KEYS[4])
if k > 0 then
  if first > len + 1 then return redis.error_reply('row ' .. first .. ' of game ' .. ARGV[3] .. ' after ' .. len .. ' rows') end
  local kept = redis.call('LRANGE', KEYS[4], first - 1, first + k - 2)
  for i = 1, #kept do
    if kept[i] ~= ARGV[5 + i] then return -1 end
  end
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if k > 0 then
  for i = len - first + 2, k do redis.call('RPUSH', KEYS[4], ARGV[5 + i]) end
end
if #ARGV > 5 + k then
  redis.call('HSET', KEYS[2], unpack(ARGV, 6 + k))
  redis.call('HSETNX', KEYS[2], 'feed', '[]')
end
redis.call('SADD', KEYS[3], ARGV[3])
return 1`
const RELEASE = `
for _, k in ipairs(KEYS) do
  if redis.call('GET', k) == ARGV[1] then redis.call('DEL', k) end
end
return 1`
// ACQUIRE over many leases in one round trip; returns the 1-based positions
// of the leases another owner holds.
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
// Takes the instance name (KEYS[1]) for this owner (ARGV[1]) if free or its
// own; returns the holder otherwise.
const CLAIM = `
local cur = redis.call('GET', KEYS[1])
if cur == false or cur == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return ARGV[1]
end
return cur`
// Leases per script call when renewing or releasing many: one round trip per
// batch instead of one per game (10 000 games are 10 calls every renewal).
const LEASE_BATCH = 1000
const batches = (ids) => Array.from({ length: Math.ceil(ids.length / LEASE_BATCH) }, (_, i) => ids.slice(i * LEASE_BATCH, (i + 1) * LEASE_BATCH))
// Games loaded at once at start: the client pipelines their commands.
const LOAD_BATCH = 500

async function redisStore(url, { instance, leaseMs }) {
  const { createClient } = await import('redis')
  const client = createClient({ url })
  client.on('error', (e) => console.error(`redis: ${e.message}`))
  await client.connect()
  const owner = `${instance}#${randomBytes(4).toString('hex')}`
  const lease = (id) => `gw:lease:${id}`
  const key = (id) => `gw:game:${id}`
  const rowsKey = (id) => `gw:rows:${id}`
  const nameKey = `gw:instance:${instance}`
  const ownerKey = (o) => `gw:owner:${o}`
  let publicUrl = ''
  const claim = async () => client.eval(CLAIM, { keys: [nameKey], arguments: [owner, String(leaseMs)] })
  // A name held by a process that died frees itself within a lease: a
  // process restarted at once after a crash waits for it, then claims it.
  let holder = await claim()
  for (const until = Date.now() + leaseMs + 250; holder !== owner && Date.now() < until; holder = await claim()) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  if (holder !== owner) {
    await client.quit()
    throw new Error(`GW_INSTANCE ${instance} is in use by a live server process (${holder}): give each process its own name`)
  }
  /** Says where this owner answers, for as long as its leases last. */
  const announce = () =>
    client
      .multi()
      .hSet(ownerKey(owner), { instance, url: publicUrl, seen: String(Date.now()) })
      .pExpire(ownerKey(owner), leaseMs)
      .exec()
  await announce()
  // The processes' shared secret: a forwarded request carries it, so that
  // its client's address (x-gridwords-client) is believed from a peer only.
  await client.set('gw:peer-secret', randomBytes(16).toString('hex'), { NX: true })
  const peerSecret = await client.get('gw:peer-secret')
  const acquire = async (id) =>
    (await client.eval(ACQUIRE, { keys: [lease(id)], arguments: [owner, String(leaseMs)] })) === 1
  const read = async (id) => {
    const [h, rows] = await Promise.all([client.hGetAll(key(id)), client.lRange(rowsKey(id), 0, -1)])
    if (!h.kind) return null
    const base = {
      id,
      kind: h.kind,
      seats: h.seats,
      tokens: h.tokens,
      meta: h.meta,
      snapshot: Buffer.from(h.snapshot, 'base64'),
      log: h.log,
      feed: h.feed,
      endedAt: h.ended_at === '' ? null : Number(h.ended_at),
      baseN: Number(h.base_n ?? 0),
    }
    return record(base, rows.map((body, i) => [i + 1, body]))
  }
  /** Where owner `o` answers: {instance, url (null if it said none)}. */
  const whereIs = async (o) => {
    const h = await client.hGetAll(ownerKey(o))
    return { instance: h.instance ?? o.split('#')[0], url: h.url || null }
  }
  /** Who runs game `id`, if another owner does: {instance, url}, or null. */
  const ownerOf = async (id) => {
    const o = await client.get(lease(id))
    return o === null || o === owner ? null : whereIs(o)
  }
  const written = { writes: 0, bytes: 0 }
  return {
    name: `redis ${url} as ${owner}`,
    shared: true,
    leaseMs,
    owner,
    instance,
    peerSecret,
    written,
    /** Says where this process answers (its base URL), for the others' ELSEWHERE and `GET /games`. */
    async announce(base) {
      publicUrl = base
      await announce()
    },
    /** A new id, its lease taken. */
    async newId() {
      const id = String(await client.incr('gw:next-id'))
      if (!(await acquire(id))) throw new Error(`game ${id} is leased by another process`)
      return id
    },
    /**
     * Appends the rows (and sets the base) if this owner holds the game's
     * lease and the rows follow the stored ones: true; false if another
     * owner holds it or its stored rows differ (the caller drops the game).
     */
    async write(batch) {
      const { id, rows, base } = batch
      let fields = []
      let [seats, tokens] = ['', '']
      if (base) {
        seats = JSON.stringify(base.seats)
        tokens = JSON.stringify(base.tokens)
        fields = Object.entries({
          kind: base.kind,
          seats,
          tokens,
          meta: JSON.stringify(base.meta ?? {}),
          snapshot: base.snapshot.toString('base64'),
          log: base.log,
          ended_at: base.endedAt === null ? '' : String(base.endedAt),
          updated_at: String(Date.now()),
          base_n: String(base.n),
        }).flat()
      }
      const args = [owner, String(leaseMs), id, String(rows[0]?.n ?? 0), String(rows.length), ...rows.map((r) => r.body), ...fields]
      const ok = await client.eval(WRITE, { keys: [lease(id), key(id), 'gw:games', rowsKey(id)], arguments: args })
      if (ok === 1) {
        written.writes += 1
        written.bytes += bytesOf(batch, seats, tokens)
      }
      return ok === 1
    },
    /**
     * Every kept game whose lease this process can take (free, or already
     * its own): the leases of a batch taken in one script, then each game's
     * hash and rows, pipelined.
     */
    async loadAll() {
      const out = []
      const ids = await this.orphans(new Set())
      for (let i = 0; i < ids.length; i += LOAD_BATCH) {
        const batch = ids.slice(i, i + LOAD_BATCH)
        const lost = new Set(await this.renew(batch))
        for (const rec of await Promise.all(batch.filter((id) => !lost.has(id)).map(read))) {
          if (rec) out.push(rec)
        }
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
      return (await ownerOf(id)) !== null
    },
    ownerOf,
    /**
     * Renews this process's name and leases; returns the ids it no longer
     * holds. Its name taken by another process (this one was paused past
     * its lease, and another started under the name) is an error: the
     * caller stops.
     */
    async renew(ids) {
      const lost = []
      for (const batch of batches(ids)) {
        const gone = await client.eval(RENEW, { keys: batch.map(lease), arguments: [owner, String(leaseMs)] })
        for (const i of gone) lost.push(batch[i - 1])
      }
      const name = await claim()
      await announce()
      if (name !== owner) throw new Error(`GW_INSTANCE ${instance} was taken by ${name} while this process was away`)
      return lost
    },
    /** Kept games no process holds (their owner died or let go), not in `hosted`, sorted. */
    async orphans(hosted) {
      const ids = (await client.sMembers('gw:games')).filter((id) => !hosted.has(id))
      const owners = ids.length ? await client.mGet(ids.map(lease)) : []
      return ids.filter((_, i) => owners[i] === null || owners[i] === owner).sort((a, b) => a - b)
    },
    /**
     * Every kept game with the owner running it ({instance, url} of the
     * process, null for this one or none), for a `GET /games` across processes.
     */
    async everyGame() {
      const ids = (await client.sMembers('gw:games')).sort((a, b) => a - b)
      const out = []
      for (let i = 0; i < ids.length; i += LOAD_BATCH) {
        const batch = ids.slice(i, i + LOAD_BATCH)
        const [owners, heads] = await Promise.all([
          client.mGet(batch.map(lease)),
          Promise.all(batch.map((id) => client.hmGet(key(id), ['kind', 'seats', 'ended_at']))),
        ])
        const where = new Map()
        for (const o of new Set(owners.filter((o) => o !== null && o !== owner))) where.set(o, await whereIs(o))
        batch.forEach((id, k) => {
          const [kind, seats, endedAt] = heads[k]
          if (!kind) return
          out.push({ id, kind, seats: JSON.parse(seats), over: endedAt !== '' && endedAt !== null, owner: where.get(owners[k]) ?? null, mine: owners[k] === owner })
        })
      }
      return out
    },
    async remove(id) {
      await client.multi().del(key(id)).del(rowsKey(id)).sRem('gw:games', id).exec()
      await client.eval(RELEASE, { keys: [lease(id)], arguments: [owner] })
    },
    /** Lets go of the leases (a clean stop: other processes may take the games at once). */
    async release(ids) {
      for (const batch of batches(ids)) await client.eval(RELEASE, { keys: batch.map(lease), arguments: [owner] })
    },
    /** Lets go of the leases it still holds, its name and its address, and disconnects. */
    async close() {
      await client.eval(RELEASE, { keys: [nameKey], arguments: [owner] })
      await client.del(ownerKey(owner))
      await client.quit()
    },
  }
}
