// The typings: test/types/check.ts, duel.ts, solo.ts and host.ts must compile under `tsc --strict`
// against the checked-in index.d.ts (the TypeScript of package.json).
import test from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

test('index.d.ts types the API (tsc --strict)', () => {
  const tsc = require.resolve('typescript/bin/tsc')
  const dir = fileURLToPath(new URL('./types/', import.meta.url))
  const args = [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
    dir + 'env.d.ts', dir + 'check.ts', dir + 'duel.ts', dir + 'solo.ts', dir + 'host.ts']
  try {
    execFileSync(process.execPath, args, { encoding: 'utf8', stdio: 'pipe' })
  } catch (e) {
    assert.fail(`tsc:\n${e.stdout}${e.stderr}`)
  }
})
