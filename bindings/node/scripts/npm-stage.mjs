// The npm packages as they are published, staged in a directory (`make
// npm-stage` for CI; `make test-npm-pack` stages this machine's):
//
//   OUT/gridwords/       the main package: the loader, typings, README and
//                        licences, no binary; optionalDependencies name one
//                        package per napi target, at the main's version
//   OUT/<platform>/      gridwords-<platform> (linux-x64-gnu, darwin-arm64, ...):
//                        npm/<platform>/ (os, cpu, libc, main) with its .node
//                        file and the three licences (the binary holds the
//                        word lists)
//
// package.json's `napi.targets` is the one list of platforms: npm/<platform>/
// is what `napi create-npm-dirs` writes from it (`make node-npm-dirs`), and
// this script first checks that the checked-in directories are exactly that
// (no target missing, none extra, no file different). The binaries are
// `gridwords.<platform>.node` files under ARTIFACTS (what `napi build
// --platform` writes; CI collects one per target there, `make npm-artifact`).
// Every target's binary is required, unless --only names the platforms to
// stage (the test stages this machine's alone). Nothing is written outside OUT
// and a temporary directory. Run from bindings/node:
//
//   node scripts/npm-stage.mjs --artifacts DIR --out DIR [--only linux-x64-gnu ...]
//
// Then publish each platform's directory and the main one last
// (`npm publish OUT/<platform>`, ..., `npm publish OUT/gridwords`).
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readNapiConfig } from '@napi-rs/cli'

const here = resolve(fileURLToPath(new URL('..', import.meta.url)))
const repo = resolve(here, '../..')
// The originals (make node-build copies them beside index.js for the dev tree).
export const LICENCES = {
  'LICENSE-MIT': join(repo, 'LICENSE-MIT'),
  'LICENSE-APACHE': join(repo, 'LICENSE-APACHE'),
  'LICENCE-wordlists.txt': join(repo, 'core/lexicon/LICENCE-wordlists.txt'),
}

function run(cmd, args, cwd) {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`)
  }
}

// The napi config: { packageName, binaryName, version, targets: [{ triple, platformArchABI, platform, arch, abi }] }.
export async function napiConfig() {
  const { packageName, binaryName, packageJson, targets } = await readNapiConfig(join(here, 'package.json'))
  return { packageName, binaryName, version: packageJson.version, targets }
}

// Fails unless npm/ holds exactly what `napi create-npm-dirs` writes from
// package.json now (run on a copy in a temporary directory). A binary that
// `napi artifacts` copied in is ignored (git ignores *.node).
export function checkNpmDirs(tmp) {
  const gen = join(tmp, 'create-npm-dirs')
  mkdirSync(gen, { recursive: true })
  copyFileSync(join(here, 'package.json'), join(gen, 'package.json'))
  run(join(here, 'node_modules/.bin/napi'), ['create-npm-dirs', '--cwd', gen, '--npm-dir', 'npm'], here)
  const want = files(join(gen, 'npm'))
  const have = files(join(here, 'npm')).filter((f) => !f.endsWith('.node'))
  const stale = 'run `make node-npm-dirs` (napi create-npm-dirs) and commit bindings/node/npm/'
  const extra = have.filter((f) => !want.includes(f))
  const missing = want.filter((f) => !have.includes(f))
  if (extra.length || missing.length) {
    throw new Error('bindings/node/npm/ is not what napi create-npm-dirs writes from package.json\'s napi.targets ' +
      `(missing: ${missing.join(', ') || 'none'}; not written by it: ${extra.join(', ') || 'none'}): ${stale}`)
  }
  for (const f of want) {
    if (readFileSync(join(gen, 'npm', f), 'utf8') !== readFileSync(join(here, 'npm', f), 'utf8')) {
      throw new Error(`bindings/node/npm/${f} differs from what napi create-npm-dirs writes: ${stale}`)
    }
  }
  return want
}

// Every file under dir, as paths relative to it (forward slashes), sorted.
function files(dir, prefix = '') {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]).sort()
}

export async function stage({ artifacts, out, only }) {
  const { packageName, binaryName, version, targets } = await napiConfig()
  const names = targets.map((t) => t.platformArchABI)
  for (const p of only ?? []) {
    if (!names.includes(p)) throw new Error(`--only ${p}: not a napi target (${names.join(', ')})`)
  }
  const tmp = mkdtempSync(join(tmpdir(), 'gridwords-stage-'))
  try {
    checkNpmDirs(tmp)
    mkdirSync(out, { recursive: true })
    if (readdirSync(out).length > 0) throw new Error(`${out} is not empty`)

    // The main package: what `npm pack` takes from bindings/node (its
    // `files`), the licences from their originals, and the optionalDependencies.
    const tgz = join(tmp, run('npm', ['pack', '--silent', '--pack-destination', tmp], here).trim().split('\n').pop())
    const main = join(out, packageName)
    mkdirSync(main)
    run('tar', ['-xzf', tgz, '-C', main, '--strip-components=1'])
    const binaries = files(main).filter((f) => f.endsWith('.node'))
    if (binaries.length) throw new Error(`the main package holds ${binaries.join(', ')}: drop them from package.json's files`)
    for (const [name, from] of Object.entries(LICENCES)) copyFileSync(from, join(main, name))
    const pkg = JSON.parse(readFileSync(join(main, 'package.json'), 'utf8'))
    pkg.optionalDependencies = Object.fromEntries(names.map((p) => [`${packageName}-${p}`, version]))
    writeFileSync(join(main, 'package.json'), JSON.stringify(pkg, null, 2) + '\n')

    // One package per platform: npm/<platform>/, its binary, the licences.
    const staged = []
    for (const p of only ?? names) {
      const file = `${binaryName}.${p}.node`
      const binary = join(artifacts, file)
      if (!existsSync(binary)) {
        const t = targets.find((x) => x.platformArchABI === p)
        throw new Error(`no ${file} in ${artifacts}: build it with \`make npm-artifact NAPI_TARGET=${t.triple}\``)
      }
      const dir = join(out, p)
      mkdirSync(dir)
      for (const f of readdirSync(join(here, 'npm', p))) copyFileSync(join(here, 'npm', p, f), join(dir, f))
      copyFileSync(binary, join(dir, file))
      for (const [name, from] of Object.entries(LICENCES)) copyFileSync(from, join(dir, name))
      const platformPkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      platformPkg.files = [...platformPkg.files, ...Object.keys(LICENCES)]
      writeFileSync(join(dir, 'package.json'), JSON.stringify(platformPkg, null, 2) + '\n')
      staged.push(p)
    }
    return { main, platforms: staged.map((p) => join(out, p)), names, packageName, version }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { artifacts: { type: 'string' }, out: { type: 'string' }, only: { type: 'string', multiple: true } },
  })
  if (!values.artifacts || !values.out) {
    console.error('usage: node scripts/npm-stage.mjs --artifacts DIR --out DIR [--only PLATFORM ...]')
    process.exit(2)
  }
  const r = await stage({ artifacts: resolve(values.artifacts), out: resolve(values.out), only: values.only })
  console.log(`staged ${r.packageName}@${r.version} in ${r.main} (optionalDependencies: ${r.names.join(', ')}) ` +
    `and ${r.platforms.length} platform package(s): ${r.platforms.join(', ')}`)
}
