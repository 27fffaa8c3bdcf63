// verifyMany / verifyManyAsync (issue 43): a season's records judged in one
// call. Each verdict is what verifyReport says of that record alone
// ({verified: true}, {verified: false, report}, or {verified: false, code,
// message} for what it throws), in input order, whatever the thread count,
// sync or async; one bad record is its own verdict, never the batch's
// failure; a sealed season verifies with its key; the async call's signal
// and onProgress behave as hunt.scoreManyAsync's; wrong argument types and
// bad options throw at once.
import test from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { getEventListeners } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../gridwords.js'
import { botGame, cpuDuring, forged, hardDuelRecord, huntBotRecord, soloRecord } from './support.mjs'

const { duel } = gw

/** What verifyReport says of one record, as a verdict. */
function verdictOf(log, result, lexicon, options) {
  try {
    const report = gw.verifyReport(log, result, lexicon, options)
    return report === null ? { verified: true } : { verified: false, report }
  } catch (e) {
    assert.ok(e instanceof gw.GridwordsError, `verifyReport threw ${e}`)
    return { verified: false, code: e.code, message: e.message }
  }
}

const expectedOf = (records, lexicon, options) => records.map((r) => verdictOf(r.log, r.result, lexicon, options))

/** The keys of a verdict, in the core's JSON order: nothing more. */
function assertShape(v) {
  const keys = Object.keys(v)
  if (v.verified) assert.deepEqual(keys, ['verified'])
  else if ('report' in v) assert.deepEqual(keys, ['verified', 'report'])
  else assert.deepEqual(keys, ['verified', 'code', 'message'])
}

// The season: every kind of game, genuine and not, as text and as objects.
const solo = soloRecord(11)
const hunt = huntBotRecord(5)
const hard = hardDuelRecord(3)
const hard4 = hardDuelRecord(4)
const game = botGame()
const forgedLog = forged(game)
const MIX = [
  solo,
  hunt,
  hard,
  { log: JSON.parse(game.g.log()), result: JSON.parse(game.g.resultJson()), id: 'other keys are ignored' },
  { log: forgedLog, result: duel.replayJson(forgedLog) }, // a bot move only the full check catches
  { log: solo.log, result: hard.result }, // a wrong result
  { log: '{not json', result: solo.result }, // not JSON: INVALID_LOG
  { log: { game: 'solo\ud800' }, result: solo.result }, // no UTF-8 form: INVALID_UTF8, as verify throws
]

test('each verdict is verifyReport of that record alone, in order, on 1 thread or all', () => {
  const expected = expectedOf(MIX)
  // The mix is what it says: genuine, false claims, unreadable records.
  assert.deepEqual(expected.slice(0, 4), [{ verified: true }, { verified: true }, { verified: true }, { verified: true }])
  assert.equal(expected[4].report, `action #${game.botIndex}: seat 1's move at ${game.due} is not the one its bot makes`)
  assert.equal(expected[5].report, "the claimed result is not the log's result")
  assert.equal(expected[6].code, 'INVALID_LOG')
  assert.equal(expected[7].code, 'INVALID_UTF8')
  for (const options of [undefined, null, {}, { threads: 1 }, { threads: 0 }, { threads: 2 }]) {
    const verdicts = gw.verifyMany(MIX, null, options)
    assert.deepEqual(verdicts, expected, JSON.stringify(options))
    verdicts.forEach(assertShape)
  }
  // The options are verify's: trusted, the forged bot move goes unseen.
  const trusted = expectedOf(MIX, null, { trustBots: true })
  assert.deepEqual(trusted[4], { verified: true })
  assert.deepEqual(gw.verifyMany(MIX, null, { trustBots: true, threads: 0 }), trusted)
  assert.deepEqual(gw.verifyMany(MIX, undefined, { rerunBots: false, minVersion: 1 }), expected)
  // Another word list: every record its own LEXICON_MISMATCH (or whatever verify says).
  const words = gw.Lexicon.fromWords(['ha', 'sheep'])
  const other = expectedOf(MIX, words)
  assert.equal(other[0].code, 'LEXICON_MISMATCH')
  assert.deepEqual(gw.verifyMany(MIX, words), other)
  // Nothing to judge.
  assert.deepEqual(gw.verifyMany([]), [])
})

test('verifyManyAsync gives the sync verdicts; onProgress ends with (total, total)', async () => {
  const expected = gw.verifyMany(MIX)
  for (const threads of [1, 0]) {
    const calls = []
    let resolved = false
    const p = gw.verifyManyAsync(MIX, null, { threads, onProgress: (done, total) => calls.push([done, total, resolved]) })
    assert.ok(p instanceof Promise)
    const verdicts = await p.then((v) => {
      resolved = true
      return v
    })
    assert.deepEqual(verdicts, expected, `threads ${threads}`)
    verdicts.forEach(assertShape)
    assert.ok(calls.length >= 1)
    assert.ok(calls.every(([done, total, late]) => total === MIX.length && done <= total && !late))
    for (let i = 1; i < calls.length; i++) assert.ok(calls[i][0] > calls[i - 1][0], JSON.stringify(calls))
    assert.deepEqual(calls.at(-1), [MIX.length, MIX.length, false])
    assert.equal(calls.filter(([done]) => done === MIX.length).length, 1)
  }
  assert.deepEqual(await gw.verifyManyAsync(MIX, null, { trustBots: true }), gw.verifyMany(MIX, null, { trustBots: true }))
  const empty = []
  assert.deepEqual(await gw.verifyManyAsync([], null, { onProgress: (d, t) => empty.push([d, t]) }), [])
  assert.deepEqual(empty, [[0, 0]])
})

test('a sealed season verifies with its key; plain and broken seals are their own verdicts', async () => {
  const key = Buffer.alloc(32, 7)
  const seal = (kind, text) => gw.seal(kind, text, key, 'season-1')
  const sealed = (r) => ({ log: seal('log', r.log), result: seal('result', r.result) })
  const broken = sealed(hunt).log.replace(/"mac":"(.)/, (_, c) => `"mac":"${c === '0' ? '1' : '0'}`)
  const records = [
    sealed(solo),
    sealed(hunt),
    { log: seal('log', hard.log), result: hard.result }, // a plain result with a sealed log
    solo, // not sealed
    { log: broken, result: sealed(hunt).result },
    { log: seal('log', solo.log), result: hunt.result },
  ]
  const expected = expectedOf(records, null, { key })
  assert.deepEqual(expected.slice(0, 3), [{ verified: true }, { verified: true }, { verified: true }])
  assert.equal(expected[3].code, 'NOT_SEALED')
  assert.equal(expected[4].code, 'SEAL_BROKEN')
  assert.equal(expected[5].report, "the claimed result is not the log's result")
  assert.deepEqual(gw.verifyMany(records, null, { key }), expected)
  assert.deepEqual(gw.verifyMany(records, null, { key: new Uint8Array(key), threads: 1 }), expected)
  assert.deepEqual(await gw.verifyManyAsync(records, null, { key, threads: 0 }), expected)
  // Without the key, a sealed log is NOT_SEALED, the plain one verifies.
  const withoutKey = gw.verifyMany(records)
  assert.deepEqual(withoutKey, expectedOf(records))
  assert.equal(withoutKey[0].code, 'NOT_SEALED')
  assert.deepEqual(withoutKey[3], { verified: true })
})

test("the cross-language error table's records: each its code and message, or its report", async () => {
  const url = new URL('../../../tests/errors/cases.json', import.meta.url)
  const cases = JSON.parse(fs.readFileSync(url, 'utf8')).filter((c) => c.call === 'verify')
  assert.ok(cases.length > 0)
  for (const c of cases) {
    const lexicon = c.words ? gw.Lexicon.fromWords(c.words) : null
    const options = {
      ...(c.trust_bots ? { trustBots: true } : {}),
      ...(c.min_version ? { minVersion: c.min_version } : {}),
      ...(c.key ? { key: Buffer.from(c.key, 'hex') } : {}),
    }
    const want = c.code
      ? { verified: false, code: c.code, message: c.message }
      : c.report === null ? { verified: true } : { verified: false, report: c.report }
    const records = [{ log: c.input, result: c.result }, solo]
    const verdicts = gw.verifyMany(records, lexicon, options)
    assert.deepEqual(verdicts[0], want, c.name)
    // The good record beside it is judged as it is alone.
    assert.deepEqual(verdicts[1], verdictOf(solo.log, solo.result, lexicon, options), c.name)
    assert.deepEqual(await gw.verifyManyAsync(records, lexicon, options), verdicts, c.name)
  }
})

test('verifyManyAsync judges off the event loop: timers fire, no search runs on this thread', async () => {
  const records = [hard, hard4, hard]
  const expected = gw.verifyMany(records)
  let ticks = 0
  const timer = setInterval(() => ticks++, 5)
  const searches = gw.searchesOnThisThread()
  const verdicts = await gw.verifyManyAsync(records)
  clearInterval(timer)
  assert.deepEqual(verdicts, expected)
  assert.equal(gw.searchesOnThisThread(), searches, 'a search ran on the event loop')
  assert.ok(ticks > 0, 'the event loop never ticked')
})

// Long enough (tens of full checks of hard-vs-hard games, seconds) that an
// abort always lands mid-way.
const LONG = Array.from({ length: 60 }, (_, i) => (i % 2 ? hard : hard4))

test('an abort mid-way rejects with AbortError, and the judging stops', async (t) => {
  const ac = new AbortController()
  const progress = []
  const promise = gw.verifyManyAsync(LONG, null, { signal: ac.signal, onProgress: (done, total) => progress.push([done, total]) })
  await sleep(300)
  const abortedAt = performance.now()
  ac.abort()
  await assert.rejects(promise, (e) => {
    t.diagnostic(`rejected ${(performance.now() - abortedAt).toFixed(0)} ms after the abort`)
    assert.equal(e.name, 'AbortError')
    assert.equal(e.code, 'ABORT_ERR')
    assert.ok(!(e instanceof gw.GridwordsError))
    assert.equal(e.cause, ac.signal.reason)
    return true
  })
  // Stopped, not just rejected: the process goes idle, no report after.
  const reports = progress.length
  const cpu = await cpuDuring(500)
  assert.ok(cpu < 150, `${cpu.toFixed(0)} ms of CPU in the 500 ms after the abort`)
  assert.equal(progress.length, reports)
  assert.ok(progress.every(([done, total]) => done < total && total === LONG.length))
  assert.equal(getEventListeners(ac.signal, 'abort').length, 0)
})

test('an aborted signal rejects at once, reading no record', async () => {
  const signal = AbortSignal.abort('season closed')
  let calls = 0
  // A record that would throw if it were read: the call reads none.
  const promise = gw.verifyManyAsync([solo, 42], null, { signal, onProgress: () => calls++ })
  await assert.rejects(promise, (e) => e.name === 'AbortError' && e.cause === 'season closed')
  assert.equal(calls, 0)
  assert.equal(getEventListeners(signal, 'abort').length, 0)
  // Argument types are still checked first, synchronously.
  assert.throws(() => gw.verifyManyAsync('records', null, { signal }), TypeError)
})

test('an onProgress that throws rejects with what it threw, and the judging stops', async () => {
  const boom = new Error('boom')
  await assert.rejects(gw.verifyManyAsync(LONG, null, { onProgress: () => { throw boom } }), (e) => e === boom)
  const cpu = await cpuDuring(500)
  assert.ok(cpu < 150, `${cpu.toFixed(0)} ms of CPU in the 500 ms after`)
  // A throw in the last report (done === total) rejects too.
  const last = new RangeError('at the end')
  await assert.rejects(gw.verifyManyAsync([solo], null, { onProgress: (d, t) => { if (d === t) throw last } }), (e) => e === last)
})

test('wrong types are TypeErrors naming the record; bad options throw as verify and scoreMany do', () => {
  const typeError = (message) => (e) => {
    assert.ok(e instanceof TypeError, String(e))
    assert.equal(e.code, 'ERR_INVALID_ARG_TYPE')
    if (message) assert.equal(e.message, message)
    return true
  }
  const invalid = (pattern) => (e) => {
    assert.ok(e instanceof gw.GridwordsError && !(e instanceof TypeError), String(e))
    assert.equal(e.code, 'INVALID_ARGUMENT')
    assert.match(e.message, pattern)
    return true
  }
  for (const call of [gw.verifyMany, gw.verifyManyAsync]) {
    // Thrown by the call itself, never a rejection.
    assert.throws(() => call('records'), typeError('records must be an array of {log, result} objects, not a string'))
    assert.throws(() => call(undefined), typeError('records must be an array of {log, result} objects, not undefined'))
    assert.throws(() => call([solo, 7]), typeError('records[1] must be a {log, result} object, not a number'))
    assert.throws(() => call([null]), typeError('records[0] must be a {log, result} object, not null'))
    assert.throws(() => call([[solo.log, solo.result]]), typeError('records[0] must be a {log, result} object, not an array'))
    assert.throws(() => call([{ log: 5, result: solo.result }]), typeError('records[0].log must be an object or a JSON string, not a number'))
    assert.throws(() => call([solo, { log: solo.log }]), typeError('records[1].result must be an object or a JSON string, not undefined'))
    assert.throws(() => call([{ log: { f() {} }, result: '{}' }]), typeError())
    assert.throws(() => call([solo], 'a list'), typeError('lexicon must be a Lexicon, not a string'))
    assert.throws(() => call([solo], null, 'fast'), typeError('options must be an object, not a string'))
    assert.throws(() => call([solo], null, { threads: -1 }), invalid(/options\.threads/))
    assert.throws(() => call([solo], null, { threads: 1.5 }), invalid(/options\.threads/))
    assert.throws(() => call([solo], null, { threads: 1025 }), invalid(/threads 1025/))
    assert.throws(() => call([solo], null, { threads: '2' }), typeError('options.threads must be a number, not a string'))
    assert.throws(() => call([solo], null, { trustBots: 1 }), typeError('options.trustBots must be a boolean, not a number'))
    assert.throws(() => call([solo], null, { key: 'secret' }), typeError('options.key must be a Buffer or a Uint8Array, not a string'))
    assert.throws(() => call([solo], null, { trustBots: true, rerunBots: true }), invalid(/contradict/))
    assert.throws(() => call([solo], null, { minVersion: 0 }), invalid(/min_version 0/))
  }
  assert.throws(() => gw.verifyMany([solo], null, { signal: new AbortController().signal }),
    invalid(/^unknown option "signal"; expected trustBots, rerunBots, minVersion, key or threads$/))
  assert.throws(() => gw.verifyManyAsync([solo], null, { workers: 2 }),
    invalid(/^unknown option "workers"; expected trustBots, rerunBots, minVersion, key, threads, signal or onProgress$/))
  assert.throws(() => gw.verifyManyAsync([solo], null, { signal: {} }), typeError('options.signal must be an AbortSignal, not an object'))
  assert.throws(() => gw.verifyManyAsync([solo], null, { onProgress: 3 }), typeError('options.onProgress must be a function, not a number'))
})
