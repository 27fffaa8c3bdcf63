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
