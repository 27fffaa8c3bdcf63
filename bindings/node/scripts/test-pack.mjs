// `make test-npm-pack`: the packages as a user gets them, in the layout they
// are published in (scripts/npm-stage.mjs stages it; see bindings/node/README.md,
// "Packages per platform"). In a temporary directory:
//
// 1. Layout. npm/<platform>/ is exactly what `napi create-npm-dirs` writes
//    from package.json's napi.targets (the stage fails on any drift), and
//    every platform package.json names gridwords-<platform>, has the main
//    package's version, `os`, `cpu`, `libc` for Linux (glibc or musl, none
//    elsewhere) and `main` at its .node file; the staged main package's
//    optionalDependencies are exactly those packages, at its version.
// 2. Tarballs. `npm pack` of the main package holds the loader, typings,
//    README, package.json and licences (the code's and the word lists'), and
//    no .node binary; this machine's platform package (linux-x64-gnu here)
//    holds its binary, README, package.json and the licences.
// 3. A fresh project (`npm init -y`) installs the two tarballs offline
//    (`npm install --offline --no-audit --no-fund MAIN PLATFORM`: the other
//    platforms' optional packages are skipped); the binary loads from
//    node_modules/gridwords-<platform>; `require('gridwords')`, the ESM
//    default import and named imports (Node reads the CommonJS loader's
//    named exports) each play a little, and `tsc --strict` compiles an ESM
//    and a CommonJS consumer against the installed index.d.ts. Then the
//    declared values are compared with the runtime's, module and namespaces
//    both ways: no export without a declaration, no declaration without an
//    export.
// 4. A missing binary. A project with the main tarball alone: `require`
//    and `import` throw "gridwords: no binary for linux-x64-gnu: install
//    gridwords-linux-x64-gnu@0.1.0 ..." (code GRIDWORDS_NO_BINARY, napi-rs's
//    errors in `cause`); with process.platform, process.arch and ldd's text
//    faked by a --require script, the message names linux-arm64-musl's,
//    darwin-arm64's, ... package, says which platforms have packages when
//    this one (freebsd-x64) has none, and says the package is installed but
//    did not load when its binary is broken. Run from bindings/node after
//    `make node-build`.
//
//   node scripts/test-pack.mjs [TMP_PARENT]
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { LICENCES, napiConfig, stage } from './npm-stage.mjs'

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
function pack(from) {
  const name = run('npm', ['pack', '--silent', '--pack-destination', dir], from).trim().split('\n').pop()
  return { name, path: join(dir, name), entries: run('tar', ['-tzf', join(dir, name)]).trim().split('\n').map((e) => e.slice('package/'.length)).sort() }
}

try {
  // 1. The layout: the napi targets, their packages and the main's
  // optionalDependencies, one list.
  const { packageName, binaryName, version, targets } = await napiConfig()
  assert.equal(packageName, pkg.name)
  const host = hostPlatform()
  const hostTarget = targets.find((t) => t.platformArchABI === host)
  assert.ok(hostTarget, `${host} is not a napi target`)
  assert.ok(existsSync(join(here, `${binaryName}.${host}.node`)), `no ${host} binary: run make node-build`)
  const staged = await stage({ artifacts: here, out: join(dir, 'stage'), only: [host] })
  for (const t of targets) {
    const p = JSON.parse(readFileSync(join(here, 'npm', t.platformArchABI, 'package.json'), 'utf8'))
    const where = `npm/${t.platformArchABI}/package.json`
    assert.equal(p.name, `${packageName}-${t.platformArchABI}`, where)
    assert.equal(p.version, version, `${where}: the main package's version`)
    assert.deepEqual(p.os, [t.platform], `${where}: os`)
    assert.deepEqual(p.cpu, [t.arch], `${where}: cpu`)
    const libc = { gnu: ['glibc'], musl: ['musl'] }[t.abi]
    assert.deepEqual(p.libc, t.platform === 'linux' ? libc : undefined, `${where}: libc`)
    assert.ok(t.platform !== 'linux' || libc, `${t.triple}: a Linux target names its C library`)
    assert.equal(p.main, `${binaryName}.${t.platformArchABI}.node`, `${where}: main`)
    assert.ok(p.files.includes(p.main), `${where}: files holds the binary`)
  }
  const main = JSON.parse(readFileSync(join(staged.main, 'package.json'), 'utf8'))
  assert.deepEqual(main.optionalDependencies,
    Object.fromEntries(targets.map((t) => [`${packageName}-${t.platformArchABI}`, version])),
    "the main package's optionalDependencies: every napi target's package at its version")
  console.log(`layout: ${targets.length} napi targets, npm/ as napi create-npm-dirs writes it, ` +
    `optionalDependencies ${Object.keys(main.optionalDependencies).join(', ')} @ ${version}`)

  // 2. The tarballs and what is in them.
  const licences = Object.keys(LICENCES)
  const mainTgz = pack(staged.main)
  assert.equal(mainTgz.name, `${packageName}-${version}.tgz`)
  assert.deepEqual(mainTgz.entries, ['README.md', 'gridwords.js', 'index.d.ts', 'index.js', 'package.json', ...licences].sort(),
    'the main tarball holds exactly the loader, typings, README, package.json and licences: no binary')
  const hostTgz = pack(staged.platforms[0])
  assert.equal(hostTgz.name, `${packageName}-${host}-${version}.tgz`)
  assert.deepEqual(hostTgz.entries, ['README.md', `${binaryName}.${host}.node`, 'package.json', ...licences].sort(),
    `the ${host} tarball holds exactly its binary, README, package.json and licences`)
  // The word lists' licence must accompany every copy of the lexicon, which
  // the .node binary holds.
  for (const tgz of [mainTgz, hostTgz]) {
    const wordlists = run('tar', ['-xzOf', tgz.path, 'package/LICENCE-wordlists.txt'])
    assert.ok(wordlists.includes('Kevin Atkinson'), `the SCOWL copyright travels in ${tgz.name}`)
    console.log(`${tgz.name}: ${tgz.entries.join(', ')}`)
  }

  // 3. A fresh project installs the two with no registry.
  const app = join(dir, 'app')
  mkdirSync(app)
  run('npm', ['init', '-y'], app)
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', mainTgz.path, hostTgz.path], app)
  assert.deepEqual(readdirSync(join(app, 'node_modules')).filter((f) => !f.startsWith('.')).sort(), [packageName, `${packageName}-${host}`])
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'))
  assert.deepEqual(lock.packages[`node_modules/${packageName}`].optionalDependencies, main.optionalDependencies,
    'the lockfile records every platform package')
  const loaded = run('node', ['-e', `require('gridwords'); process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((f) => f.endsWith('.node'))))`], app)
  assert.deepEqual(JSON.parse(loaded), [join(app, 'node_modules', `${packageName}-${host}`, `${binaryName}.${host}.node`)],
    `the binary loads from ${packageName}-${host}`)
  console.log(`installed offline: ${packageName} and ${packageName}-${host}; the binary loads from the platform package`)

  // 3a. require, default import and named imports, each playing a little.
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

  // 3b. TypeScript consumers, ESM and CommonJS. `Buffer` comes from
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

  // 3c. index.d.ts declares every export, and nothing that is not one.
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

  // 4. A missing binary names the package to install.
  const bare = join(dir, 'bare')
  mkdirSync(bare)
  run('npm', ['init', '-y'], bare)
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', mainTgz.path], bare)
  // Fakes the platform named by GW_FAKE_PLATFORM (platform-arch[-libc]) for
  // napi-rs's loader and gridwords.js: process.platform, process.arch and,
  // on Linux, the text of /usr/bin/ldd (both loaders read it for musl).
  writeFileSync(join(dir, 'fake-platform.cjs'), `
const [platform, arch, libc] = process.env.GW_FAKE_PLATFORM.split('-')
Object.defineProperty(process, 'platform', { value: platform })
Object.defineProperty(process, 'arch', { value: arch })
const fs = require('fs')
const readFileSync = fs.readFileSync
fs.readFileSync = function (path, ...rest) {
  if (path === '/usr/bin/ldd') return libc === 'musl' ? 'musl libc (x86_64)' : 'ldd (GNU libc)'
  return readFileSync.call(this, path, ...rest)
}
`)
  const probe = (cwd, fake, esm = false) => {
    const args = [...(fake ? ['--require', join(dir, 'fake-platform.cjs')] : []),
      ...(esm ? ['--input-type=module', '-e', "import 'gridwords'"] : ['-e', `
try { require('gridwords'); console.log('loaded') } catch (e) {
  let n = 0; for (let c = e.cause; c; c = c.cause) n++
  console.log(JSON.stringify({ message: e.message, code: e.code, causes: n }))
}`])]
    const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, ...(fake ? { GW_FAKE_PLATFORM: fake } : {}) } })
    return esm ? r : JSON.parse(r.stdout)
  }
  const noBinary = (p) => new RegExp(`^gridwords: no binary for ${p}: install gridwords-${p}@${version.replaceAll('.', '\\.')} \\(npm install gridwords-${p}@`)
  const missing = probe(bare, null)
  assert.match(missing.message, noBinary(host))
  assert.equal(missing.code, 'GRIDWORDS_NO_BINARY')
  assert.ok(missing.causes > 0, "napi-rs's load errors are the cause")
  console.log(`main package alone: ${missing.message}`)
  const esm = probe(bare, null, true)
  assert.notEqual(esm.status, 0)
  assert.ok(noBinary(host).test(esm.stderr.split('\n').find((l) => l.includes('gridwords: no binary')).replace(/^\w*Error: /, '')), esm.stderr)
  for (const p of targets.map((t) => t.platformArchABI).filter((p) => p !== host)) {
    for (const cwd of [bare, app]) assert.match(probe(cwd, p).message, noBinary(p), `faked ${p} in ${cwd}`)
  }
  console.log(`faked ${targets.length - 1} other targets, each with and without ${packageName}-${host} installed: each names its package`)
  const freebsd = probe(app, 'freebsd-x64')
  assert.match(freebsd.message, new RegExp(`^gridwords: no binary for freebsd-x64: gridwords ${version.replaceAll('.', '\\.')} has packages for ${targets.map((t) => t.platformArchABI).join(', ')} only; build`))
  console.log(`faked freebsd-x64: ${freebsd.message.split(';')[0]}`)
  const broken = join(dir, 'broken')
  cpSync(app, broken, { recursive: true })
  writeFileSync(join(broken, 'node_modules', `${packageName}-${host}`, `${binaryName}.${host}.node`), 'not a binary')
  const brokenMessage = probe(broken, null).message
  assert.ok(brokenMessage.startsWith(`gridwords: ${packageName}-${host}@${version} is installed but its binary did not load on ${host}: `) &&
    brokenMessage.includes(join(broken, 'node_modules', `${packageName}-${host}`, `${binaryName}.${host}.node`)), brokenMessage)
  console.log(`a broken binary: ${brokenMessage}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

// This machine's napi platform (the host's build; linux-x64-gnu here).
function hostPlatform() {
  const linux = process.report.getReport().header.glibcVersionRuntime ? 'gnu' : 'musl'
  return process.platform === 'linux' ? `linux-${process.arch}-${linux}`
    : process.platform === 'win32' ? `win32-${process.arch}-msvc` : `${process.platform}-${process.arch}`
}
