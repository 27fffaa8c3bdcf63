// `make test-node-panic`: every exported call runs inside a guard that turns
// a panic into a JS error with code PANIC; without it the panic would unwind
// into Node-API's extern "C" callback and abort the process. This runs
// against an addon built with the `test-panic` feature (GW_PANIC_ADDON names
// its .node file), whose armPanicForTest() makes the next call panic inside
// its guard: a method, a getter, a constructor, a function, and a worker
// thread's task each throw or reject with PANIC, the process goes on, and
// the next call works.
import test from 'node:test'
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const addon = process.env.GW_PANIC_ADDON
assert.ok(addon, 'GW_PANIC_ADDON must name the test-panic build of the addon')
const gw = createRequire(import.meta.url)(resolve(addon))
const panicked = (e) =>
  e instanceof Error && e.code === 'PANIC' && e.message.includes('a bug in gridwords was caught at the Node boundary: armed by the test')

test('the shipped addon has no arming function; this build has', () => {
  assert.equal(typeof gw.armPanicForTest, 'function')
  const shipped = createRequire(import.meta.url)('../../index.js')
  assert.equal(shipped.armPanicForTest, undefined)
  assert.equal(shipped.armPanicInGameForTest, undefined)
  assert.equal(typeof shipped.hunt.deal, 'function')
})

test('a panic in a call is a PANIC error, and the process and the next call go on', () => {
  const g = new gw.Game({ game: 'hunt', seats: ['human', 'human'], seed: 1 }, 0)
  const calls = [
    () => g.act({ action: 'ready', seat: 0 }, 10),
    () => g.isOver,
    () => g.view(0),
    () => new gw.Game({ game: 'solo', seed: 1 }, 0),
    () => gw.hunt.deal(1),
    () => gw.solo.bestSwaps(new gw.solo.Game(1, 0), 1),
    () => gw.Lexicon.default().contains('tone'),
  ]
  for (const call of calls) {
    gw.armPanicForTest()
    assert.throws(call, panicked, String(call))
    // Disarmed by firing: the same call now answers.
    call()
  }
  // The game the first call panicked in (before it began) still plays.
  assert.deepEqual(g.act({ action: 'ready', seat: 1 }, 20).map((e) => e.type), ['ready', 'countdown'])
})

test('a panic in the middle of a change leaves that game unusable, as in C and Python; others go on', () => {
  const unusable = (e) => e instanceof Error && e.code === 'PANIC' && e.message.includes('this game was left unusable by an earlier panic')
  const g = new gw.Game({ game: 'hunt', seats: ['human', 'human'], seed: 1 }, 0)
  g.act({ action: 'ready', seat: 0 }, 10)
  const before = g.snapshot()
  gw.armPanicInGameForTest()
  assert.throws(
    () => g.act({ action: 'ready', seat: 1 }, 20),
    (e) => e.code === 'PANIC' && e.message.includes('in the middle of a change'),
  )
  // Every later call on it, reading or changing, is refused.
  for (const call of [() => g.view(0), () => g.snapshot(), () => g.advance(30), () => g.isOver, () => g.log()]) {
    assert.throws(call, unusable, String(call))
  }
  // The host restores it from the last snapshot; other games never noticed.
  const back = gw.Game.restore(before)
  assert.deepEqual(back.act({ action: 'ready', seat: 1 }, 20).map((e) => e.type), ['ready', 'countdown'])
  const s = new gw.solo.Game(1, 0)
  gw.armPanicInGameForTest()
  assert.throws(() => s.swap(0, 1, 100), (e) => e.code === 'PANIC')
  assert.throws(() => s.field, unusable)
  assert.equal(new gw.solo.Game(1, 0).field, gw.solo.deal(1))
})

test('a panic on a worker thread rejects the promise with PANIC', async () => {
  gw.armPanicForTest(2) // the call itself passes; its task on the pool panics
  await assert.rejects(gw.hunt.scoreManyAsync(['tonetonetonetone']), panicked)
  assert.deepEqual(await gw.hunt.scoreManyAsync(['aaaaaaaaaaaaaaaa']), [0])
  // verifyManyAsync's task too; the sync call throws it.
  const season = [{ log: '{}', result: '{}' }]
  gw.armPanicForTest(2)
  await assert.rejects(gw.verifyManyAsync(season), panicked)
  gw.armPanicForTest()
  assert.throws(() => gw.verifyMany(season), panicked)
  assert.equal((await gw.verifyManyAsync(season))[0].code, 'INVALID_LOG')
})

test('every exported function of the binding runs inside the guard', () => {
  // The source, read as text: after each #[napi] attribute that marks a
  // function, the body's first statement is `guard(...)` (tasks' `compute`
  // use `guard_task`). A new export without it fails here.
  const dir = new URL('../../src/', import.meta.url)
  let checked = 0
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.rs'))) {
    const src = readFileSync(new URL(name, dir), 'utf8')
    for (const at of src.matchAll(/^[ \t]*#\[napi\b/gm)) {
      // Skip the attribute (it may span lines), then any docs and other
      // attributes: what follows is the item it marks. Only functions are
      // checked (not impl blocks, structs or fields).
      let k = src.indexOf('#[', at.index)
      const skipAttr = () => {
        let depth = 0
        for (; k < src.length; k++) {
          if (src[k] === '[') depth++
          else if (src[k] === ']' && --depth === 0) return k++
        }
      }
      skipAttr()
      for (;;) {
        const rest = src.slice(k)
        const ws = /^\s*/.exec(rest)[0].length
        k += ws
        if (src.startsWith('///', k)) k = src.indexOf('\n', k)
        else if (src.startsWith('#[', k)) skipAttr()
        else break
      }
      const item = /^(?:pub(?:\(crate\))?\s+)?(?:async\s+)?fn\s+(\w+)/.exec(src.slice(k))
      if (!item || item[1].startsWith('arm_panic_')) continue
      // The body opens at the first `{` outside the parameter list.
      let depth = 0
      for (; k < src.length; k++) {
        if (src[k] === '(') depth++
        else if (src[k] === ')') depth--
        else if (src[k] === '{' && depth === 0) break
      }
      const first = src.slice(k + 1).trimStart()
      assert.match(first, /^(\$crate|crate)::guard\(/, `${name}: ${item[1]} does not run inside guard`)
      checked++
    }
    for (const m of src.matchAll(/fn compute\(&mut self\)[^{]*\{\s*([^\n]*)/g)) {
      assert.match(m[1], /^crate::guard_task\(/, `${name}: a task's compute does not run inside guard_task`)
      checked++
    }
  }
  assert.ok(checked >= 80, `only ${checked} exported functions found: the pattern is stale`)
})
