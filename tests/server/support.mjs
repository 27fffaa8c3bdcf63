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
