// verifyManyAsync and the event loop (timings, not a test):
//   node bench/verify_many.mjs [RECORDS=1000] [HARD=10]
// Makes RECORDS finished games' records (JSON text, as a host stores them):
// HARD hard-vs-hard Wordgrid games, the rest half Word Grid games of a human
// against the bot, half Sóló games. Verifies them all (the full check) with
// verifyManyAsync while perf_hooks.monitorEventLoopDelay samples the event
// loop every 1 ms, and prints records/s and the loop's p50/p99/max delay
// against the target (p99 ≤ 10 ms: a server stays responsive while it
// checks a season). Then times the synchronous verifyMany on the same
// records with threads 1 and 0 (one per core), which hold the event loop
// for the whole call.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import os from 'node:os'
import gw from '../gridwords.js'
import { hardDuelRecord, huntBotRecord, soloRecord } from '../test/support.mjs'

const [n = 1000, hard = 10] = process.argv.slice(2, 4).map(Number)
const TARGET_P99_MS = 10

gw.warmUp()
let t0 = performance.now()
// The few hard games spread evenly through the season, not bunched at one end.
const every = Math.max(1, Math.floor(n / Math.max(1, hard)))
const records = Array.from({ length: n }, (_, i) => {
  if (i % every === 0 && i / every < hard) return hardDuelRecord(i / every + 1)
  return i % 2 ? soloRecord(i, 1 + (i % 6)) : huntBotRecord(i, 2 + (i % 10))
})
const kinds = { hunt: 0, duel: 0, solo: 0 }
for (const r of records) kinds[JSON.parse(r.log).game]++
console.log(`${n} records (${kinds.hunt} Word Grid human-vs-bot, ${kinds.solo} Sóló, ${kinds.duel} hard-vs-hard Wordgrid) ` +
  `made in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${os.availableParallelism()} cores, Node ${process.version}`)

const rate = (ms) => Math.round(n / (ms / 1000))
const ms = (ns) => (ns / 1e6).toFixed(1)

// The async call, with the event loop watched.
const h = monitorEventLoopDelay({ resolution: 1 })
let reports = 0
h.enable()
t0 = performance.now()
const verdicts = await gw.verifyManyAsync(records, null, { onProgress: () => reports++ })
const asyncMs = performance.now() - t0
h.disable()
const bad = verdicts.filter((v) => !v.verified)
if (bad.length) throw new Error(`${bad.length} records did not verify: ${JSON.stringify(bad[0])}`)
const p99 = h.percentile(99) / 1e6
console.log(`verifyManyAsync (threads 0): ${rate(asyncMs)} records/s (${asyncMs.toFixed(0)} ms, ${reports} progress reports); ` +
  `event loop delay p50 ${ms(h.percentile(50))} ms, p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms ` +
  `(target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'})`)

// The sync call: the same verdicts, the event loop held throughout.
for (const threads of [1, 0]) {
  t0 = performance.now()
  const sync = gw.verifyMany(records, null, { threads })
  const syncMs = performance.now() - t0
  if (JSON.stringify(sync) !== JSON.stringify(verdicts)) throw new Error(`threads ${threads}: other verdicts`)
  console.log(`verifyMany (threads ${threads}): ${rate(syncMs)} records/s (${syncMs.toFixed(0)} ms, the event loop blocked throughout)`)
}
