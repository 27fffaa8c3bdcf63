// `make test-npm-pack`: the package as a user gets it. `npm pack` makes the
// tarball; a fresh project in a temporary directory (`npm init -y`) installs
// it offline, from the tarball alone; there `require('gridwords')`, the ESM
// default import and named imports (Node reads the CommonJS loader's named
// exports) each play a little, and `tsc --strict` compiles an ESM and a
// CommonJS consumer against the installed index.d.ts. Then the declared
// values are compared with the runtime's, module and namespaces both ways:
// no export without a declaration, no declaration without an export. The
// tarball holds the loader, the typings, the README, package.json, the
// licences (the code's and the word lists') and the .node binary for this
// platform, and nothing else (no node_modules, tests, sources). Run from
// bindings/node after `make node-build`.
//
//   node scripts/test-pack.mjs [TMP_PARENT]
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const here = resolve('.')
const pkg = createRequire(join(here, 'package.json'))('./package.json')
const ts = createRequire(join(here, 'package.json'))('typescript')
const tsc = createRequire(join(here, 'package.json')).resolve('typescript/bin/tsc')
const dir = mkdtempSync(join(process.argv[2] ?? tmpdir(), 'gridwords-pack-'))
function run(cmd, args, cwd) {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`)
  }
}

try {
  // 1. The tarball and what is in it.
  const tgzName = run('npm', ['pack', '--silent', '--pack-destination', dir], here).trim().split('\n').pop()
  assert.equal(tgzName, `gridwords-${pkg.version}.tgz`)
  const tgz = join(dir, tgzName)
  const entries = run('tar', ['-tzf', tgz]).trim().split('\n').sort()
  const nodeFiles = readdirSync(here).filter((f) => f.endsWith('.node'))
  assert.ok(nodeFiles.includes(`gridwords.${platformTriple()}.node`), `no ${platformTriple()} binary: run make node-build`)
  const licences = ['LICENSE-MIT', 'LICENSE-APACHE', 'LICENCE-wordlists.txt']
  const expected = ['README.md', 'gridwords.js', 'index.d.ts', 'index.js', 'package.json', ...licences, ...nodeFiles].map((f) => `package/${f}`).sort()
  assert.deepEqual(entries, expected, 'the tarball holds exactly the loader, typings, README, package.json, licences and binaries')
  // The word lists' licence must accompany every copy of the lexicon, which
  // the .node binary holds.
  const wordlists = run('tar', ['-xzOf', tgz, 'package/LICENCE-wordlists.txt'])
  assert.ok(wordlists.includes('Kevin Atkinson'), 'the SCOWL copyright travels with the package')
  console.log(`${tgzName}: ${entries.map((e) => e.slice(8)).join(', ')}`)

  // 2. A fresh project installs it with no registry.
  const app = join(dir, 'app')
  run('mkdir', ['-p', app])
  run('npm', ['init', '-y'], app)
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tgz], app)

  // 3. require, default import and named imports, each playing a little.
  writeFileSync(join(app, 'cjs.cjs'), `
const gw = require('gridwords')
const g = new gw.hunt.Game(['human', 'bot'], 42, 0)
g.ready(0, 0)
if (g.resultJson() !== null) throw new Error('over at the start')
const d = new gw.Game({ game: 'duel', seats: ['human', 'bot:hard'], seed: 7 }, 0)
if (gw.games().join() !== 'hunt,duel,solo') throw new Error(gw.games().join())
console.log('require:', gw.VERSION, 'ABI', gw.ABI_VERSION, Object.keys(d.view()).length > 0)
process.stdout.write(JSON.stringify(Object.keys(gw).sort()))
`)
  writeFileSync(join(app, 'esm.mjs'), `
import gw from 'gridwords'
import * as ns from 'gridwords'
import { Game, Lexicon, hunt, duel, solo, replayJson, VERSION } from 'gridwords'
const g = new solo.Game(3, 0)
if (typeof g.view !== 'function' || !(new Game({ game: 'solo', seed: 3 }, 0) instanceof Game)) throw new Error('no solo game')
if (gw.hunt !== hunt || gw.duel !== duel || gw.Lexicon !== Lexicon) throw new Error('default and named differ')
const h = new hunt.Game(['human', 'human'], 42, 0)
h.resign(0, 1)
if (replayJson(h.log()) !== h.resultJson()) throw new Error('replay differs')
console.error('import:', VERSION, hunt.solve(hunt.deal(42)).words.length > 0)
process.stdout.write(JSON.stringify(Object.keys(ns).filter((k) => k !== 'default').sort()))
`)
  const cjsKeys = JSON.parse(run('node', ['cjs.cjs'], app).split('\n').pop())
  const esmKeys = JSON.parse(run('node', ['esm.mjs'], app))
  assert.deepEqual(esmKeys, cjsKeys, 'the ESM named exports are the CommonJS exports')
  console.log(`require and import: ${cjsKeys.length} exports, the same`)

  // 4. TypeScript consumers, ESM and CommonJS. `Buffer` comes from
  // @types/node in a real project; the one-line stand-in keeps this offline.
  writeFileSync(join(app, 'env.d.ts'), 'declare class Buffer extends Uint8Array {}\n')
  writeFileSync(join(app, 'esm.mts'), `
import gw, { Game, Lexicon, hunt, duel, solo, errorCodes, games, replay, replayJson, verify, VERSION, ABI_VERSION } from 'gridwords'
import type { AnyConfig, AnyResult, GameName } from 'gridwords'
const config: AnyConfig = { game: 'duel', seats: ['human', 'bot:hard'], seed: 7 }
const g: Game = new gw.Game(config, 0)
const names: GameName[] = games()
const h: hunt.Game = new hunt.Game(['human', 'bot'], 42n, 0, null, Lexicon.default())
const r: AnyResult | null = g.result()
const d: duel.Game = new duel.Game(['human', 'bot:hard'], 7, 0, { stake: 500 })
const s: solo.Game = new solo.Game(3, 0)
const n: number = errorCodes()['INVALID_CONFIG'] + ABI_VERSION
const v: string = VERSION + replayJson(h.log())
const ok: boolean = verify(h.log(), h.resultJson() ?? '') && replay(h.log()) !== null
// @ts-expect-error a seat is 'human' or 'bot'
new hunt.Game(['human', 'robot'], 1, 0)
export { names, r, d, s, n, v, ok }
`)
  writeFileSync(join(app, 'cjs.cts'), `
import gw = require('gridwords')
const g: gw.hunt.Game = new gw.hunt.Game(['human', 'bot'], 42, 0)
const best: gw.duel.Scored[] = gw.duel.bestMoves('.....'.repeat(2) + 'sheep' + '.....'.repeat(2), ['sheep'], 1)
export = { g, best }
`)
  run(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
    'env.d.ts', 'esm.mts', 'cjs.cts'], app)
  console.log('tsc --strict: ESM and CommonJS consumers compile')

  // 5. index.d.ts declares every export, and nothing that is not one.
  const program = ts.createProgram([join(app, 'env.d.ts'), join(app, 'esm.mts')],
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true })
  const checker = program.getTypeChecker()
  const dts = program.getSourceFiles().find((f) => f.fileName.endsWith('node_modules/gridwords/index.d.ts'))
  assert.ok(dts, 'the installed index.d.ts is the typings tsc used')
  const values = (symbol) => checker.getExportsOfModule(symbol)
    .filter((s) => s.flags & ts.SymbolFlags.Value)
  const installed = createRequire(join(app, 'package.json'))('gridwords')
  const compare = (where, runtime, declared) => {
    const rt = Object.keys(runtime).sort()
    const dt = declared.map((s) => s.name).sort()
    assert.deepEqual(dt, rt, `${where}: declared values (left) and runtime exports (right)`)
  }
  const top = values(checker.getSymbolAtLocation(dts))
  compare('gridwords', installed, top)
  let count = top.length
  for (const s of top) {
    if (s.flags & ts.SymbolFlags.NamespaceModule) {
      const inner = values(s)
      compare(`gridwords.${s.name}`, installed[s.name], inner)
      count += inner.length
    }
  }
  console.log(`index.d.ts declares all ${count} runtime exports (module and namespaces), and no others`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

function platformTriple() {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch] ?? process.arch
  return process.platform === 'linux' ? `linux-${arch}-gnu` : `${process.platform}-${arch}`
}
