// What the example server's tests share.
import { once } from 'node:events'
import { renameSync, writeFileSync } from 'node:fs'
import { createServer as netServer } from 'node:net'

/** A free loopback port (closed again for the caller to bind). */
export async function freePort() {
  const srv = netServer().listen(0, '127.0.0.1')
  await once(srv, 'listening')
  const { port } = srv.address()
  srv.close()
  await once(srv, 'close')
  return port
}

/**
 * Sets the server's test clock (GW_CLOCK_FILE) to `t` ms: written beside
 * and renamed over, so the server never reads a half-written number.
 */
export function writeClock(clockFile, t) {
  writeFileSync(clockFile + '.new', String(t))
  renameSync(clockFile + '.new', clockFile)
}

/**
 * A throwaway redis-server (Debian's) on a free loopback port, no
 * persistence, its files under `dir`: `{ url, stop }`.
 */
export async function startRedis(dir) {
  const { spawn } = await import('node:child_process')
  const { mkdtempSync } = await import('node:fs')
  const { join } = await import('node:path')
  const port = await freePort()
  const redisDir = mkdtempSync(join(dir, 'redis-'))
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  for await (const chunk of redis.stdout) {
    out += chunk
    if (out.includes('Ready to accept connections')) break
  }
  if (!out.includes('Ready to accept connections')) throw new Error(`redis-server did not start: ${out}`)
  redis.stdout.resume()
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      redis.kill('SIGTERM')
      await once(redis, 'exit').catch(() => {})
    },
  }
}

/**
 * The example server as a child process on a port of its choosing, its
 * game clock read from `clockFile` (GW_CLOCK_FILE; null: wall time), with
 * `env` on top: `{ child, port, stderr() }` once it listens.
 */
export async function startServer(env, clockFile) {
  const { spawn } = await import('node:child_process')
  const server = new URL('../../examples/node/server.mjs', import.meta.url).pathname
  const child = spawn(process.execPath, [server, '--port', '0'], {
    env: { ...process.env, ...(clockFile ? { GW_CLOCK_FILE: clockFile } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  child.stderr.on('data', (c) => (err += c))
  // Read with a listener, not `for await`: leaving that loop destroys
  // stdout, and the server's next line would then fail with EPIPE.
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk) => {
      out += chunk
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)/)
      if (!m) return
      child.stdout.off('data', onData)
      child.off('exit', onExit)
      child.stdout.resume()
      resolve({ child, port: Number(m[1]), stderr: () => err })
    }
    const onExit = () => reject(new Error(`the server did not start: ${out} ${err}`))
    child.stdout.on('data', onData)
    child.once('exit', onExit)
  })
}

/**
 * Opens a Server-Sent Events stream at `url` (with `headers`): once its
 * first message came, `{status: 200, texts (each message's text, comments
 * left out), close}`; a refusal as `{status, headers, body}`.
 */
export async function openStream(url, headers = {}) {
  const { setTimeout: sleep } = await import('node:timers/promises')
  const ac = new AbortController()
  const res = await fetch(url, { signal: ac.signal, headers })
  if (res.status !== 200) return { status: res.status, headers: res.headers, body: await res.json() }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  const s = { status: 200, texts: [], buf: '', close: () => ac.abort() }
  ;(async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }))
      if (done) return
      s.buf += value
      let end
      while ((end = s.buf.indexOf('\n\n')) >= 0) {
        const text = s.buf.slice(0, end)
        if (!text.startsWith(':')) s.texts.push(text)
        s.buf = s.buf.slice(end + 2)
      }
    }
  })()
  while (s.texts.length === 0) await sleep(2)
  return s
}
