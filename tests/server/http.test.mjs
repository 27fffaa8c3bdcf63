// The example server (examples/node/server.mjs) under abuse at the HTTP
// level: strict seat parsing (what `Number()` would take is refused), 413
// answered before the connection closes, 415 for a body that is not JSON,
// HEAD on every GET route, and a 400 (not a 500 with details) for a
// malformed request target. Each refusal changes nothing.
import test from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { createServer } from '../../examples/node/server.mjs'

async function withServer(run) {
  const now = 1_000
  const host = createServer({ clock: () => now, tickMs: 0 })
  const port = await host.listen(0, '127.0.0.1')
  try {
    await run(`http://127.0.0.1:${port}`, port)
  } finally {
    await host.close()
  }
}

/** A raw request, so the test controls headers and the request line. */
function raw(port, { method = 'GET', path = '/', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = ''
      res.on('data', (c) => { text += c })
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }))
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

async function newGame(base) {
  const res = await fetch(`${base}/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'hunt', seats: ['human', 'human'], seed: 1 }),
  })
  assert.equal(res.status, 201)
  return res.json()
}

test('seats are parsed strictly, in bodies and in queries', async () => {
  await withServer(async (base) => {
    const { id, tokens } = await newGame(base)
    const ready = (seat) =>
      fetch(`${base}/games/${id}/ready`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seat, token: tokens[0] }),
      })
    for (const seat of ['0', ' 0 ', '0x0', '1e0', 0.5, -0, true]) {
      const res = await ready(seat)
      if (seat === -0) {
        assert.equal(res.status, 200, 'JSON -0 is the integer 0')
        continue
      }
      assert.equal(res.status, 400, JSON.stringify(seat))
      assert.equal((await res.json()).error, 'UNKNOWN_SEAT')
    }
    for (const seat of [' 0', '0x0', '00', '+0', '1e0']) {
      const res = await fetch(`${base}/games/${id}/view?seat=${encodeURIComponent(seat)}&token=${tokens[0]}`)
      assert.equal(res.status, 400, JSON.stringify(seat))
    }
    const ok = await fetch(`${base}/games/${id}/view?seat=0&token=${tokens[0]}`)
    assert.equal(ok.status, 200)
  })
})

test('a body too large is 413, answered before the connection closes', async () => {
  await withServer(async (base, port) => {
    const big = JSON.stringify({ game: 'hunt', seats: ['human', 'human'], seed: 1, pad: 'x'.repeat(64 * 1024) })
    const declared = await raw(port, { method: 'POST', path: '/games', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) }, body: big })
    assert.equal(declared.status, 413)
    assert.equal(JSON.parse(declared.text).error, 'BODY_TOO_LARGE')
    // Chunked, so the size is only known while reading.
    const chunked = await raw(port, { method: 'POST', path: '/games', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: big })
    assert.equal(chunked.status, 413)
    const lobby = await (await fetch(`${base}/games`)).json()
    assert.equal(lobby.length, 0, 'nothing was made')
  })
})

test('a body that is not application/json is 415', async () => {
  await withServer(async (base, port) => {
    const body = JSON.stringify({ game: 'hunt', seats: ['human', 'human'], seed: 1 })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const headers = { 'content-length': Buffer.byteLength(body) }
      if (type) headers['content-type'] = type
      const res = await raw(port, { method: 'POST', path: '/games', headers, body })
      assert.equal(res.status, 415, String(type))
    }
    const charset = await raw(port, { method: 'POST', path: '/games', headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }, body })
    assert.equal(charset.status, 201)
    assert.equal((await (await fetch(`${base}/games`)).json()).length, 1)
  })
})

test('HEAD answers every GET route with its headers and no body', async () => {
  await withServer(async (base, port) => {
    const { id } = await newGame(base)
    for (const path of ['/', '/games', `/games/${id}/view`]) {
      const get = await raw(port, { path })
      const head = await raw(port, { method: 'HEAD', path })
      assert.equal(head.status, get.status, path)
      assert.equal(head.text, '', path)
      assert.equal(head.headers['content-type'], get.headers['content-type'], path)
    }
  })
})

test('a malformed request target is a 400 with no internals', async () => {
  await withServer(async (_base, port) => {
    // Unparsable targets and a broken %-escape: 400; a target that parses
    // to no route: 404. None is a 500, none carries a stack trace.
    const cases = [['//x:99999/', 400], ['//', 400], ['/games/%E0%A4%A/view', 400], ['/no/such/route', 404]]
    for (const [path, status] of cases) {
      const res = await raw(port, { path })
      assert.equal(res.status, status, path)
      assert.doesNotMatch(res.text, /at .*\.mjs:\d+/, 'no stack trace')
    }
  })
})
