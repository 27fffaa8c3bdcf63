// `verify` means verified (issue 28): the default check searches again for
// every bot's logged move, so a human-vs-bot Wordgrid log with the bot's
// move replaced by another legal move verifies false by default and true
// only with `{trustBots: true}`; `verifyReport` names the seat and time of
// the forged move; a genuine log, and one with the bot's letter written
// upper-case, verify true. `rerunBots` (the older name for the default)
// still works; `trustBots` with `rerunBots: true` is INVALID_ARGUMENT.
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../gridwords.js'
import { botGame, forged } from './support.mjs'

const { duel, hunt } = gw

test('a genuine human-vs-bot log verifies by default, and verifyReport says null', () => {
  const { g } = botGame()
  const [log, result] = [g.log(), g.resultJson()]
  for (const ns of [gw, duel]) {
    assert.equal(ns.verify(log, result), true)
    assert.equal(ns.verify(JSON.parse(log), JSON.parse(result)), true)
    assert.equal(ns.verifyReport(log, result), null)
    for (const options of [{ trustBots: true }, { rerunBots: true }, { rerunBots: false }, { trustBots: false, rerunBots: true }, {}, null, undefined]) {
      assert.equal(ns.verify(log, result, null, options), true, JSON.stringify(options))
      assert.equal(ns.verifyReport(log, result, null, options), null, JSON.stringify(options))
    }
  }
})

test("a forged bot move is false by default, true only when trusted, and the report names seat and time", () => {
  const game = botGame()
  const log = forged(game)
  // The forged log's own result: what a cheat would claim.
  const claimed = duel.replayJson(log)
  assert.notEqual(claimed, game.g.resultJson())
  for (const ns of [gw, duel]) {
    assert.equal(ns.verify(log, claimed), false)
    // `rerunBots`, either way, is the default full check.
    assert.equal(ns.verify(log, claimed, null, { rerunBots: true }), false)
    assert.equal(ns.verify(log, claimed, null, { rerunBots: false }), false)
    assert.equal(ns.verify(log, claimed, null, { trustBots: true }), true)
    const why = ns.verifyReport(log, claimed)
    assert.equal(why, `action #${game.botIndex}: seat 1's move at ${game.due} is not the one its bot makes`)
    assert.equal(ns.verifyReport(log, claimed, null, { trustBots: true }), null)
  }
})

test("a bot's letter written upper-case is still the bot's move", () => {
  const { g, log, botIndex } = botGame()
  const upper = structuredClone(log)
  upper.actions[botIndex].letter = upper.actions[botIndex].letter.toUpperCase()
  assert.notEqual(upper.actions[botIndex].letter, log.actions[botIndex].letter)
  for (const ns of [gw, duel]) {
    assert.equal(ns.verify(JSON.stringify(upper), g.resultJson()), true)
    assert.equal(ns.verifyReport(upper, g.resultJson()), null)
  }
})

test('verifyReport says when the result, not a bot, is false', () => {
  const { g } = botGame()
  const other = JSON.parse(g.resultJson())
  other.scores = other.scores.map((s) => s + 1)
  assert.equal(gw.verify(g.log(), other), false)
  assert.equal(gw.verifyReport(g.log(), other), "the claimed result is not the log's result")
  assert.equal(duel.verifyReport(g.log(), other, null, { trustBots: true }), "the claimed result is not the log's result")
})

test('options: trustBots with rerunBots is a contradiction; the usual refusals', () => {
  const { g } = botGame()
  const [log, result] = [g.log(), g.resultJson()]
  for (const call of [gw.verify, gw.verifyReport, duel.verify, duel.verifyReport]) {
    assert.throws(
      () => call(log, result, null, { trustBots: true, rerunBots: true }),
      (e) => !(e instanceof TypeError) && e instanceof gw.GridwordsError && e.code === 'INVALID_ARGUMENT' && /contradict/.test(e.message),
    )
    assert.throws(() => call(log, result, null, { trustBots: 1 }), (e) => e instanceof TypeError && /options\.trustBots/.test(e.message))
    assert.throws(() => call(log, result, null, { rerunBots: 'yes' }), TypeError)
    assert.throws(() => call(log, result, null, { bogus: true }), (e) => e.code === 'INVALID_ARGUMENT' && /trustBots/.test(e.message))
  }
  assert.throws(() => hunt.verifyReport(log, result), (e) => e.code === 'WRONG_GAME')
  assert.throws(() => gw.verifyReport('{}', result), (e) => e.code === 'INVALID_LOG')
})

test('the full check and the trusted one, timed (figures printed, not asserted)', () => {
  const b = new duel.Game(['bot:hard', 'bot:hard'], 33, 0)
  while (!b.isOver) b.advance(b.nextDue)
  const [log, result] = [b.log(), b.resultJson()]
  const time = (options) => {
    const t0 = performance.now()
    assert.equal(gw.verify(log, result, null, options), true)
    return performance.now() - t0
  }
  const full = time(undefined)
  const trusted = time({ trustBots: true })
  console.log(`hard-vs-hard Wordgrid, ${JSON.parse(log).actions.length} actions: full check ${full.toFixed(1)} ms, trustBots ${trusted.toFixed(2)} ms`)
})

// verifyAsync / verifyReportAsync: the same answers as the synchronous
// calls, from the libuv pool, so the event loop keeps running while every
// bot's search runs again.

test('verifyAsync and verifyReportAsync give the sync answers, generic and typed', async () => {
  const game = botGame()
  const [log, result] = [game.g.log(), game.g.resultJson()]
  const forgedLog = forged(game)
  const claimed = duel.replayJson(forgedLog)
  for (const ns of [gw, duel]) {
    for (const [l, r] of [[log, result], [JSON.parse(log), JSON.parse(result)], [forgedLog, claimed]]) {
      for (const options of [undefined, { trustBots: true }]) {
        const p = ns.verifyAsync(l, r, null, options)
        assert.ok(p instanceof Promise)
        assert.equal(await p, ns.verify(l, r, null, options))
        assert.equal(await ns.verifyReportAsync(l, r, null, options), ns.verifyReport(l, r, null, options))
      }
    }
  }
  assert.equal(await gw.verifyAsync(forgedLog, claimed), false)
  assert.equal(
    await duel.verifyReportAsync(forgedLog, claimed),
    `action #${game.botIndex}: seat 1's move at ${game.due} is not the one its bot makes`,
  )
  assert.equal(await duel.verifyReportAsync(forgedLog, claimed, null, { trustBots: true }), null)
})

test('verifyAsync rejects as verify throws; bad arguments throw at once', async () => {
  const { g } = botGame()
  const [log, result] = [g.log(), g.resultJson()]
  for (const call of [gw.verifyAsync, gw.verifyReportAsync, duel.verifyAsync, duel.verifyReportAsync]) {
    await assert.rejects(call('{}', result), (e) => e instanceof gw.GridwordsError && e.code === 'INVALID_LOG')
    await assert.rejects(call(log, '{not json'), (e) => e.code === 'INVALID_JSON')
    // The options are read before any work starts: bad ones throw at once.
    assert.throws(() => call(log, result, null, { trustBots: true, rerunBots: true }), (e) => e.code === 'INVALID_ARGUMENT')
    assert.throws(() => call(log, result, null, { trustBots: 1 }), TypeError)
  }
  await assert.rejects(hunt.verifyAsync(log, result), (e) => e.code === 'WRONG_GAME')
  await assert.rejects(hunt.verifyReportAsync(log, result), (e) => e.code === 'WRONG_GAME')
})

test('a hard-bot log verifies off the event loop: timers keep firing, no search runs on this thread', async () => {
  const b = new duel.Game(['bot:hard', 'bot:hard'], 33, 0)
  while (!b.isOver) b.advance(b.nextDue)
  const [log, result] = [b.log(), b.resultJson()]
  // The synchronous full check holds this thread until its searches are
  // done: they run on the core's batch threads, every core at once (the
  // log fixes each position), or here on a one-core machine.
  const t0 = performance.now()
  assert.equal(gw.verify(log, result), true)
  const syncMs = performance.now() - t0
  const actions = (typeof log === 'string' ? JSON.parse(log) : log).actions
  const searches = actions.filter((a) => a.seat >= 0 && a.action === 'play').length
  assert.ok(searches > 0, 'a game with bot moves to search again')
  // The async one runs them on the pool while an interval ticks here.
  let ticks = 0
  const timer = setInterval(() => ticks++, 5)
  const start = gw.searchesOnThisThread()
  const t1 = performance.now()
  const [ok, report] = await Promise.all([gw.verifyAsync(log, result), duel.verifyReportAsync(log, result)])
  const asyncMs = performance.now() - t1
  clearInterval(timer)
  assert.equal(ok, true)
  assert.equal(report, null)
  assert.equal(gw.searchesOnThisThread(), start, 'a search ran on the event loop')
  // Loose on timing: the check took tens of ms at least (each of its
  // searches runs again), and the loop ran the timer during it.
  assert.ok(ticks >= 2, `the event loop ticked ${ticks} times in ${asyncMs.toFixed(0)} ms`)
  console.log(`hard-vs-hard: sync full check ${syncMs.toFixed(0)} ms (${searches} searches), async ${asyncMs.toFixed(0)} ms with ${ticks} timer ticks`)
})
