// What an operator and a leaderboard rely on in the example server
// (examples/node/server.mjs): the settings from flags and environment, with
// `--help`; seeds players cannot choose for a game that counts (a chosen
// seed makes practice, marked on the result); per-seat feeds whose
// numbering and updates depend only on what the seat may see.
import test from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { SETTINGS, createServer, settingsOf } from '../../examples/node/server.mjs'
import { openStream } from './support.mjs'

const SERVER = new URL('../../examples/node/server.mjs', import.meta.url).pathname

async function withServer(run) {
  let now = 1_000_000
  const host = createServer({ clock: () => now })
  const port = await host.listen(0)
  const base = `http://127.0.0.1:${port}`
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, headers: res.headers, body: await res.json() }
  }
  try {
    await run({ base, call, host, at: (t) => (now = t) })
  } finally {
    await host.close()
  }
}

test('every setting is a flag and a variable, the flag wins, --help lists each with its default', () => {
  const help = spawnSync(process.execPath, [SERVER, '--help'], { encoding: 'utf8' })
  assert.equal(help.status, 0)
  for (const s of SETTINGS) {
    assert.ok(help.stdout.includes(`${s.flag} (${s.env})  default: ${s.default ?? 'unset'}`), s.flag)
  }
  const flags = new Set(SETTINGS.map((s) => s.flag.slice(2)))
  for (const needed of ['host', 'port', 'store', 'max-games', 'client-header', 'streams', 'streams-per-client', 'spectators', 'public-url']) {
    assert.ok(flags.has(needed), needed)
  }
  assert.deepEqual(settingsOf(['--port', '9000'], { GW_PORT: '7000', GW_STREAMS: '50' }).port, 9000)
  assert.equal(settingsOf([], { GW_PORT: '7000' }).port, 7000)
  assert.equal(settingsOf(['--streams=50'], {}).streams, 50)
  assert.equal(settingsOf(['--spectators', 'token'], {}).spectators, 'token')
  for (const bad of [['--port', 'x'], ['--nope', '1'], ['--spectators', 'some'], ['--public-url', 'ftp://x'], ['--port']]) {
    assert.throws(() => settingsOf(bad, {}), Error, bad.join(' '))
    const run = spawnSync(process.execPath, [SERVER, ...bad], { encoding: 'utf8' })
    assert.equal(run.status, 2, bad.join(' '))
    assert.notEqual(run.stderr, '')
  }
})

test('a seed the client chose makes practice, marked on the result; no seed: drawn by the server, secret until the end', async () => {
  await withServer(async ({ call }) => {
    const drawn = (await call('POST', '/games', { game: 'solo' })).body
    const chosen = (await call('POST', '/games', { game: 'solo', seed: 42 })).body
    assert.equal(drawn.practice, false)
    assert.equal(chosen.practice, true)
    const lobby = (await call('GET', '/games')).body
    assert.deepEqual(lobby.map((g) => [g.id, g.practice]), [[drawn.id, false], [chosen.id, true]])
    // No view shows the seed while the game runs; the log (which holds it) is secret.
    const view = (await call('GET', `/games/${drawn.id}/view?seat=0&token=${drawn.tokens[0]}`)).body
    assert.equal(view.seed, null)
    assert.equal((await call('GET', `/games/${drawn.id}/log`)).body.error, 'NOT_OVER')
    for (const g of [drawn, chosen]) {
      assert.equal((await call('POST', `/games/${g.id}/cancel`, { seat: 0, token: g.tokens[0] })).status, 200)
    }
    const r1 = await call('GET', `/games/${drawn.id}/result`)
    const r2 = await call('GET', `/games/${chosen.id}/result`)
    assert.equal(r1.headers.get('gridwords-practice'), 'false')
    assert.equal(r2.headers.get('gridwords-practice'), 'true')
    // The seed, revealed once over, is 64 bits the client did not send.
    const seed = (await call('GET', `/games/${drawn.id}/log`)).body.config.seed
    assert.match(seed, /^0x[0-9a-f]{16}$/)
    // A stake is paid on the result: its seed cannot be chosen.
    const staked = await call('POST', '/games', { game: 'duel', seats: ['human', 'human'], seed: 7, stake: 100 })
    assert.equal(staked.status, 400)
    assert.match(staked.body.message, /staked game cannot choose its seed/)
    assert.equal((await call('POST', '/games', { game: 'duel', seats: ['human', 'human'], stake: 100 })).status, 201)
  })
})

test("a seat's feed and stream move only with what it may see: the other seat's misses send it nothing", async () => {
  await withServer(async ({ base, call }) => {
    const g = (await call('POST', '/games', { game: 'hunt', seats: ['human', 'human'], seed: 31, countdownMs: 0 })).body
    for (const seat of [0, 1]) await call('POST', `/games/${g.id}/ready`, { seat, token: g.tokens[seat] })
    const q = (seat) => `seat=${seat}&token=${g.tokens[seat]}`
    const before = (await call('GET', `/games/${g.id}/events?${q(1)}`)).body
    const s1 = await openStream(`${base}/games/${g.id}/stream?${q(1)}`)
    for (const word of ['zzqx', 'qqqq', 'xxzz']) {
      const r = await call('POST', `/games/${g.id}/words`, { seat: 0, token: g.tokens[0], word })
      assert.equal(r.body.events[0].type, 'miss')
    }
    const after = (await call('GET', `/games/${g.id}/events?${q(1)}`)).body
    assert.deepEqual(after, before, "seat 1's feed and its numbering did not move")
    assert.equal((await call('GET', `/games/${g.id}/events?${q(0)}`)).body.next, before.next + 3, "seat 0's feed has its misses")
    await sleep(50)
    assert.equal(s1.texts.length, 1, "seat 1's stream got its hello and nothing for seat 0's misses")
    // A word seat 0 finds changes what seat 1 sees (the count): an update, no event.
    const tray = (await call('GET', `/games/${g.id}/view?${q(0)}`)).body.tray
    const { hunt } = (await import('../../bindings/node/index.js')).default
    const word = hunt.solve(tray).words[0].word
    assert.equal((await call('POST', `/games/${g.id}/words`, { seat: 0, token: g.tokens[0], word })).status, 200)
    for (let i = 0; i < 200 && s1.texts.length < 2; i++) await sleep(5)
    assert.equal(s1.texts.length, 2)
    const update = JSON.parse(s1.texts[1].split('data: ')[1])
    assert.deepEqual(update.events, [])
    assert.equal(update.view.seats[0].words, 1)
    assert.deepEqual((await call('GET', `/games/${g.id}/events?${q(1)}`)).body, before, 'still no event of seat 0 for seat 1')
    s1.close()
  })
})
