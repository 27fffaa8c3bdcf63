// The async batch calls' `signal` and `onProgress` options
// (hunt.scoreManyAsync): an abort stops the scoring within milliseconds,
// even once it runs on the pool, and rejects with an AbortError; an aborted
// signal rejects at once; onProgress comes on the JS thread a few times a
// second, only forwards, and once at the end with (total, total); a throw
// in it rejects the promise instead of taking the process down; nothing is
// left on the signal, and the arguments stay usable.
import test from 'node:test'
import assert from 'node:assert/strict'
import { getEventListeners } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../gridwords.js'
import { cpuDuring } from './support.mjs'

const { hunt } = gw

// Distinct trays, repeated: a batch of any size without dealing each one.
const base = Array.from({ length: 4096 }, (_, i) => hunt.deal(i))
const repeat = (n) => Array.from({ length: n }, (_, i) => base[i % base.length])
// Scored in well over ten seconds here: the abort always lands mid-run.
const LONG = repeat(2_000_000)

test('an abort 300 ms in rejects with AbortError within 0.5 s, and the scoring stops', async (t) => {
  const ac = new AbortController()
  const progress = []
  // The shipped list (a five-word list scores 2,000,000 trays in well
  // under 300 ms on a quiet machine, and the abort would land after the end).
  const promise = hunt.scoreManyAsync(LONG, null, null, {
    signal: ac.signal,
    onProgress: (done, total) => progress.push([done, total]),
  })
  // The call has returned (the trays are read); the pool scores them now.
  await sleep(300)
  const abortedAt = performance.now()
  ac.abort()
  let latency
  await assert.rejects(promise, (e) => {
    latency = performance.now() - abortedAt
    assert.equal(e.name, 'AbortError')
    assert.equal(e.code, 'ABORT_ERR')
    assert.equal(e.message, 'The operation was aborted')
    assert.ok(e instanceof Error)
    assert.ok(!(e instanceof gw.GridwordsError))
    assert.equal(e.cause, ac.signal.reason) // the default reason: a DOMException
    assert.equal(e.cause.name, 'AbortError')
    return true
  })
  t.diagnostic(`abort latency: ${latency.toFixed(1)} ms (2,000,000 trays, aborted 300 ms in)`)
  assert.ok(latency < 500, `rejected ${latency.toFixed(0)} ms after the abort`)
  // Stopped, not just rejected: the process goes idle (it scores on 1–2
  // threads otherwise: hundreds of ms of CPU every 500 ms), and no report
  // comes after the rejection.
  const reports = progress.length
  const cpu = await cpuDuring(500)
  assert.ok(cpu < 150, `${cpu.toFixed(0)} ms of CPU in the 500 ms after the abort`)
  assert.equal(progress.length, reports)
  assert.ok(progress.every(([done, total]) => done < total && total === LONG.length))
  // Nothing is left on the signal; the word list is as good as before.
  assert.equal(getEventListeners(ac.signal, 'abort').length, 0)
  const trays = base.slice(0, 300)
  assert.deepEqual(await hunt.scoreManyAsync(trays), trays.map((t) => hunt.score(t)))
})

test('a signal aborted before the call rejects at once, reading and scoring nothing', async () => {
  for (const [signal, reason] of [
    [AbortSignal.abort('shutting down'), 'shutting down'],
    [(() => { const ac = new AbortController(); ac.abort(); return ac.signal })(), null],
  ]) {
    let calls = 0
    const started = performance.now()
    // A promise, not a throw: the refusal is the abort's, not the arguments'.
    const promise = hunt.scoreManyAsync(LONG, null, null, { signal, onProgress: () => calls++ })
    const returned = performance.now() - started
    await assert.rejects(promise, (e) => {
      assert.equal(e.name, 'AbortError')
      assert.equal(e.cause, signal.reason)
      if (reason !== null) assert.equal(e.cause, reason)
      else assert.equal(e.cause.name, 'AbortError')
      return true
    })
    const settled = performance.now() - started
    // Reading 2,000,000 strings takes about half a second: not done here.
    assert.ok(returned < 100 && settled < 150, `returned in ${returned.toFixed(1)} ms, rejected in ${settled.toFixed(1)} ms`)
    assert.equal(calls, 0)
    assert.equal(getEventListeners(signal, 'abort').length, 0)
  }
  // Argument types are still checked first, synchronously.
  assert.throws(() => hunt.scoreManyAsync('tonetonetonetone', null, null, { signal: AbortSignal.abort() }),
    (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE')
})

test('onProgress: increasing counts, at most ~5 a second, then (total, total) before the promise resolves', async () => {
  const trays = repeat(200_000)
  const calls = []
  let resolved = false
  const started = performance.now()
  const scores = await hunt.scoreManyAsync(trays, null, null, {
    onProgress: (done, total) => calls.push({ done, total, at: performance.now(), resolved }),
  }).then((s) => { resolved = true; return s })
  const ms = performance.now() - started
  assert.deepEqual(scores, await hunt.scoreManyAsync(trays))
  assert.ok(calls.length >= 2, `${calls.length} calls in ${ms.toFixed(0)} ms`)
  assert.ok(calls.every((c) => c.total === trays.length && !c.resolved))
  for (let i = 1; i < calls.length; i++) {
    assert.ok(calls[i].done > calls[i - 1].done, `done went ${calls[i - 1].done} -> ${calls[i].done}`)
  }
  assert.deepEqual(calls.map((c) => c.done).filter((d) => d === trays.length), [trays.length])
  assert.equal(calls.at(-1).done, trays.length)
  // Every 250 ms at most while running, plus the last one.
  const perSecond = (calls.length - 1) / (ms / 1000)
  assert.ok(perSecond <= 5, `${calls.length} calls in ${ms.toFixed(0)} ms (${perSecond.toFixed(1)}/s)`)
  // An empty batch still ends with (total, total).
  const empty = []
  assert.deepEqual(await hunt.scoreManyAsync([], null, null, { onProgress: (d, t) => empty.push([d, t]) }), [])
  assert.deepEqual(empty, [[0, 0]])
})

test('results are unchanged with and without the options; listeners are removed', async () => {
  const trays = base.slice(0, 3000)
  const sync = hunt.scoreMany(trays)
  assert.deepEqual(await hunt.scoreManyAsync(trays), sync)
  assert.deepEqual(await hunt.scoreManyAsync(trays, null, null, {}), sync)
  assert.deepEqual(await hunt.scoreManyAsync(trays, null, null, { signal: undefined, onProgress: undefined }), sync)
  // One long-lived signal for many calls (as a server's shutdown signal):
  // each call's listener goes when it settles, so none pile up (Node warns
  // past 10 listeners on one signal at once).
  const ac = new AbortController()
  const warnings = []
  const onWarning = (w) => warnings.push(w)
  process.on('warning', onWarning)
  try {
    for (let i = 0; i < 30; i++) {
      const options = { signal: ac.signal, threads: 1 + (i % 2), onProgress: () => {} }
      assert.deepEqual(await hunt.scoreManyAsync(trays, null, null, options), sync)
    }
    const running = Array.from({ length: 4 }, () => hunt.scoreManyAsync(trays, null, null, { signal: ac.signal }))
    assert.equal(getEventListeners(ac.signal, 'abort').length, 4)
    for (const s of await Promise.all(running)) assert.deepEqual(s, sync)
    assert.equal(getEventListeners(ac.signal, 'abort').length, 0)
    // Aborting after the calls settled changes nothing.
    ac.abort()
    await sleep(20)
  } finally {
    process.off('warning', onWarning)
  }
  assert.deepEqual(warnings.map(String), [])
})

test('a bad signal or onProgress is a TypeError; an unknown option INVALID_ARGUMENT', () => {
  const trays = base.slice(0, 10)
  const fake = { aborted: false, reason: undefined, addEventListener () {}, removeEventListener () {} }
  for (const [options, what] of [
    [{ signal: {} }, 'options.signal must be an AbortSignal, not an object'],
    [{ signal: 'abort' }, 'options.signal must be an AbortSignal, not a string'],
    [{ signal: null }, 'options.signal must be an AbortSignal, not null'],
    [{ signal: fake }, 'options.signal must be an AbortSignal, not an object'],
    [{ signal: new EventTarget() }, 'options.signal must be an AbortSignal, not an object'],
    [{ signal: new AbortController() }, 'options.signal must be an AbortSignal, not an object'],
    [{ onProgress: 3 }, 'options.onProgress must be a function, not a number'],
    [{ onProgress: {} }, 'options.onProgress must be a function, not an object'],
    [{ onProgress: null }, 'options.onProgress must be a function, not null'],
  ]) {
    // Thrown by the call itself, as every argument error is.
    assert.throws(() => hunt.scoreManyAsync(trays, null, null, options), (e) => {
      assert.ok(e instanceof TypeError, String(e))
      assert.equal(e.code, 'ERR_INVALID_ARG_TYPE')
      assert.equal(e.message, what)
      assert.ok(!(e instanceof gw.GridwordsError))
      return true
    })
  }
  assert.throws(() => hunt.scoreManyAsync(trays, null, null, { signl: AbortSignal.abort() }), (e) =>
    e instanceof gw.GridwordsError && e.code === 'INVALID_ARGUMENT' &&
    e.message === 'unknown option "signl"; expected threads, signal or onProgress')
  // The synchronous call has nothing to abort or report.
  assert.throws(() => hunt.scoreMany(trays, null, null, { signal: new AbortController().signal }),
    (e) => e.code === 'INVALID_ARGUMENT')
  assert.throws(() => hunt.scoreManyAsync(trays, null, null, { threads: -1, signal: new AbortController().signal }),
    (e) => e.code === 'INVALID_ARGUMENT')
})

test('an onProgress that throws rejects the promise with what it threw, and stops the scoring', async () => {
  const boom = new Error('boom')
  let calls = 0
  await assert.rejects(hunt.scoreManyAsync(LONG, null, null, {
    onProgress: () => { calls++; throw boom },
  }), (e) => e === boom)
  assert.equal(calls, 1)
  const cpu = await cpuDuring(400)
  assert.ok(cpu < 150, `${cpu.toFixed(0)} ms of CPU in the 400 ms after`)
  // Any value, unchanged (a string is not wrapped).
  await assert.rejects(hunt.scoreManyAsync(repeat(60_000), null, null, {
    onProgress: () => { throw 'not an Error' }, // eslint-disable-line no-throw-literal
  }), (e) => e === 'not an Error')
  // A throw in the last call (done === total) rejects too.
  const last = new RangeError('at the end')
  await assert.rejects(hunt.scoreManyAsync(base.slice(0, 500), null, null, {
    onProgress: (done, total) => { if (done === total) throw last },
  }), (e) => e === last)
  // The signal's listener goes in every case.
  const ac = new AbortController()
  await assert.rejects(hunt.scoreManyAsync(base.slice(0, 500), null, null, {
    signal: ac.signal, onProgress: () => { throw boom },
  }), (e) => e === boom)
  assert.equal(getEventListeners(ac.signal, 'abort').length, 0)
})

test('aborting from inside onProgress, or by AbortSignal.timeout, rejects', async () => {
  const ac = new AbortController()
  await assert.rejects(hunt.scoreManyAsync(LONG, null, null, {
    signal: ac.signal,
    onProgress: () => ac.abort(new Error('enough')),
  }), (e) => e.name === 'AbortError' && e.cause.message === 'enough')
  const last = new AbortController()
  await assert.rejects(hunt.scoreManyAsync(base.slice(0, 500), null, null, {
    signal: last.signal,
    onProgress: (done, total) => { if (done === total) last.abort() },
  }), (e) => e.name === 'AbortError')
  // A timeout's reason is a TimeoutError; the rejection is still an AbortError.
  const signal = AbortSignal.timeout(200)
  await assert.rejects(hunt.scoreManyAsync(LONG, null, null, { signal }),
    (e) => e.name === 'AbortError' && e.cause.name === 'TimeoutError')
})
