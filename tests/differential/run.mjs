// Runs the Node side of the differential cases (see check.py):
//
//   node run.mjs CASES.json OUT.jsonl [START]
//
// Evaluates each case from index START on, each in a fresh function scope,
// and appends to OUT.jsonl a line {"i": i, "start": true} before the call
// and one outcome line after it:
//
//   {"i": i, "ok": true, "value": "...", "json": "..." or null}
//   {"i": i, "ok": false, "kind": "gridwords" | "TypeError" | <class name>,
//    "code": ..., "message": ...}
//
// so that check.py can tell a case that killed the process (a start line
// and nothing after) and go on from the next one. Cases with no Node side
// are {"i": i, "absent": true}. The package is bindings/node (its `main`),
// or the directory in GRIDWORDS_NODE.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const pkgUrl = new URL('../../bindings/node', import.meta.url)
const pkg = process.env.GRIDWORDS_NODE ?? fileURLToPath(pkgUrl)
const gw = createRequire(import.meta.url)(pkg)

const H = () => new gw.hunt.Game(['human', 'human'], 42, 0)
const HL = () => {
  const g = H()
  g.ready(0, 1)
  g.ready(1, 1)
  g.advance(5000)
  return g
}
const D = () => new gw.duel.Game(['human', 'human'], 42, 0)
const S = () => new gw.solo.Game(7, 0)
const flip = (b, i) => {
  const c = Buffer.from(b)
  c[i < 0 ? c.length + i : i] ^= 0xff
  return c
}
// JSON text with bigints written as whole numbers, as Python's json writes ints.
const json = (o) =>
  JSON.stringify(o, (k, v) => (typeof v === 'bigint' ? `__BIG${v}` : v))
    .replace(/"__BIG(-?\d+)"/g, '$1')
const setk = (text, key, value) => json({ ...JSON.parse(text), [key]: value })
const delk = (text, key) => {
  const o = JSON.parse(text)
  delete o[key]
  return json(o)
}
const played = (g) => {
  g.playOut()
  return [g.log(), g.resultJson()]
}
const [HLOG, HRES] = played(H())
const [DLOG, DRES] = played(new gw.duel.Game(['human', 'bot:easy'], 42, 0))
const [SLOG, SRES] = played(S())
const LHLOG = HL().log()
// The names every case sees (gen.py's docstring lists them).
Object.assign(globalThis, { gw, H, HL, D, S, flip, setk, delk })
Object.assign(globalThis, { HLOG, HRES, DLOG, DRES, SLOG, SRES, LHLOG })

function outcome(stmts) {
  const body = [...stmts.slice(0, -1), `return (${stmts[stmts.length - 1]})`].join(';\n')
  let value
  try {
    value = new Function(body)()
  } catch (e) {
    const kind = e instanceof gw.GridwordsError ? 'gridwords' : (e?.constructor?.name ?? typeof e)
    return { ok: false, kind, code: e?.code ?? null, message: String(e?.message ?? e) }
  }
  // A value JSON can write (not a class instance, a Buffer or a function)
  // as compact JSON text: check.py compares it with Python's.
  const plain = (v) =>
    v === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof v) ||
    (Array.isArray(v) && v.every(plain)) ||
    (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(plain))
  let text
  try {
    text = json(value)
  } catch {
    text = undefined
  }
  const exact = plain(value) && typeof text === 'string' ? text : null
  return { ok: true, value: String(text ?? value).slice(0, 100), json: exact }
}

const [casesPath, outPath, start = '0'] = process.argv.slice(2)
const cases = JSON.parse(fs.readFileSync(casesPath, 'utf8'))
const out = fs.openSync(outPath, 'a')
for (let i = Number(start); i < cases.length; i++) {
  const stmts = cases[i].js
  let rec
  if (stmts === null) rec = { absent: true }
  else {
    fs.writeSync(out, JSON.stringify({ i, start: true }) + '\n')
    rec = outcome(stmts)
  }
  fs.writeSync(out, JSON.stringify({ i, ...rec }) + '\n')
}
