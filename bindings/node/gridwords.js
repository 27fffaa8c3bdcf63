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
module.exports = require('./index.js')

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

module.exports.restore = function restore(bytes, lexicon) {
  return typedClass(module.exports.gameOfSnapshot(bytes)).restore(bytes, lexicon)
}

module.exports.fromLog = function fromLog(log, lexicon) {
  return typedClass(module.exports.gameOfLog(log)).fromLog(log, lexicon)
}
