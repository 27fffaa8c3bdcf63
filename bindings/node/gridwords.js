'use strict'
// The package's entry: everything the addon's loader (index.js, generated
// by napi-rs) exports, and GridwordsError, the one thing written in
// JavaScript (napi-rs cannot make a class that extends Error). Its types
// are in index.d.ts with the rest.
//
// The addon throws plain `Error`s with `code` (napi-rs makes them), so
// `instanceof GridwordsError` is decided by `code`: true for exactly the
// engine's codes, from the core's own catalogue (`errorCodes()`), never a
// list kept here. `new GridwordsError(code, message)` makes one too, for a
// host's own layers (a stub, a test).
//
// The binary comes from the platform's package (gridwords-linux-x64-gnu,
// gridwords-darwin-arm64, ...: the main package's optionalDependencies,
// one per napi target) or, in the source tree, from the .node file beside
// index.js. When neither loads, napi-rs's loader throws a message about an
// npm bug; noBinary() replaces it with one naming the package this
// platform needs (the loader's errors stay in `cause`).
try {
  module.exports = require('./index.js')
} catch (e) {
  throw noBinary(e)
}

const codes = new Set(Object.keys(module.exports.errorCodes()))

class GridwordsError extends Error {
  constructor(code, message) {
    super(message)
    this.code = code
  }

  static [Symbol.hasInstance](e) {
    return e instanceof Error && codes.has(e.code)
  }
}
Object.defineProperty(GridwordsError.prototype, 'name', { value: 'GridwordsError' })

module.exports.GridwordsError = GridwordsError

// A record of any game back as the class typed to its game (`hunt.Game`,
// `duel.Game`, `solo.Game`; TypeScript's `TypedGame`, narrowed on `game`).
// The core names the game from the record's frame or `game` key; the
// typed class's own factory does the rest (napi-rs registers classes by
// name, and all three are `Game`, so one native function cannot return
// each kind: this is the one place that could).
function typedClass(name) {
  return module.exports[name].Game
}

module.exports.restore = function restore(bytes, lexicon, options) {
  if (!(options && options.key)) {
    return typedClass(module.exports.gameOfSnapshot(bytes)).restore(bytes, lexicon, options)
  }
  // A sealed snapshot names its game inside the seal, read unchecked to
  // pick the class; the class's restore checks the seal, once. Bytes that
  // name no game (a changed byte breaks the inner checksum) get the core's
  // own verdict from the generic restore, which judges the seal first.
  let game
  try {
    game = module.exports.gameOfSealedSnapshot(bytes)
  } catch (e) {
    module.exports.Game.restore(bytes, lexicon, options)
    throw e
  }
  return typedClass(game).restore(bytes, lexicon, options)
}

module.exports.fromLog = function fromLog(log, lexicon) {
  return typedClass(module.exports.gameOfLog(log)).fromLog(log, lexicon)
}

// The package napi-rs's loader looks for on this platform: the same choice
// of platform, architecture and C library (index.js, requireNative).
function platformName() {
  const { platform, arch } = process
  if (platform === 'linux') {
    if (arch === 'arm') return isMusl() ? 'linux-arm-musleabihf' : 'linux-arm-gnueabihf'
    const libc = ['x64', 'arm64', 'riscv64', 'loong64'].includes(arch) && isMusl() ? 'musl' : 'gnu'
    return `linux-${arch}-${libc}`
  }
  if (platform === 'win32') {
    const v = (process.config && process.config.variables) || {}
    const gnu = arch === 'x64' && (v.shlib_suffix === 'dll.a' || v.node_target_type === 'shared_library')
    return `win32-${arch}-${gnu ? 'gnu' : 'msvc'}`
  }
  if (platform === 'android') return arch === 'arm' ? 'android-arm-eabi' : `android-${arch}`
  return `${platform}-${arch}`
}

// napi-rs's test, in its order: ldd's text, then the process report.
function isMusl() {
  try {
    return require('fs').readFileSync('/usr/bin/ldd', 'utf-8').includes('musl')
  } catch {
    // no /usr/bin/ldd
  }
  let report = null
  if (process.report && typeof process.report.getReport === 'function') {
    process.report.excludeNetwork = true
    report = process.report.getReport()
  }
  if (!report || (report.header && report.header.glibcVersionRuntime)) return false
  return Array.isArray(report.sharedObjects) && report.sharedObjects.some((f) => f.includes('libc.musl-') || f.includes('ld-musl-'))
}

function noBinary(e) {
  if (!(e instanceof Error) || !/^(Cannot find native binding|Failed to load native binding)/.test(e.message)) return e
  const pkg = require('./package.json')
  const name = platformName()
  const wanted = `${pkg.name}-${name}`
  const published = Object.keys(pkg.optionalDependencies || {})
  let message
  if (process.env.NAPI_RS_NATIVE_LIBRARY_PATH) {
    message = `${pkg.name}: NAPI_RS_NATIVE_LIBRARY_PATH=${process.env.NAPI_RS_NATIVE_LIBRARY_PATH} did not load`
  } else if (installed(wanted)) {
    const version = require(`${wanted}/package.json`).version
    // napi-rs's chain keeps each load error's message (its code is lost):
    // the dynamic loader's names the file.
    let why = null
    for (let c = e.cause; c && !why; c = c.cause) {
      if (typeof c.message === 'string' && c.message.includes(wanted) && !c.message.startsWith('Cannot find module')) why = c.message
    }
    message = `${pkg.name}: ${wanted}@${version} is installed but its binary did not load on ${name}` +
      (version === pkg.version ? '' : ` (${pkg.name} is ${pkg.version}: install ${wanted}@${pkg.version})`) +
      (why ? `: ${why}` : '')
  } else if (published.length > 0 && !published.includes(wanted)) {
    message = `${pkg.name}: no binary for ${name}: ${pkg.name} ${pkg.version} has packages for ` +
      `${published.map((p) => p.slice(pkg.name.length + 1)).join(', ')} only; build the addon for this ` +
      `platform from the source (bindings/node: napi build --platform --release)`
  } else {
    message = `${pkg.name}: no binary for ${name}: install ${wanted}@${pkg.version} ` +
      `(npm install ${wanted}@${pkg.version}). npm installs it with ${pkg.name}, as an optional ` +
      `dependency, unless optional dependencies are omitted (--omit=optional) or the lockfile was ` +
      `written without it: then remove node_modules and package-lock.json and install again`
  }
  const error = new Error(message)
  error.code = 'GRIDWORDS_NO_BINARY'
  error.cause = e
  return error
}

function installed(name) {
  try {
    require.resolve(`${name}/package.json`)
    return true
  } catch {
    return false
  }
}
