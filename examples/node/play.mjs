// Simulated players against the game server, on the real clock.
//
//   node examples/node/play.mjs                       (starts server.mjs --port 0 itself)
//   node examples/node/play.mjs --url http://127.0.0.1:8080
//
// Two short games at once (5-second rounds): two humans, and a human against
// the bot. Each simulated player reads its view, waits for the tray, and
// sends a word every 600 ms (under the rate ceiling) from the tray's words
// (a player that has read the answers, to keep the demo short). Prints each
// result and checks it against a replay of the game's log. `make
// example-node` runs it.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../../bindings/node/index.js'

const { hunt } = gw
const ROUND_MS = 5000
const STEP_MS = 600

async function startServer() {
  const script = fileURLToPath(new URL('./server.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  for await (const chunk of child.stdout) {
    out += chunk
    const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)/)
    if (m) return { url: `http://127.0.0.1:${m[1]}`, child }
  }
  throw new Error(`the server did not start: ${out}`)
}

function api(base) {
  return async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
    const value = await res.json()
    if (!res.ok && res.status !== 409) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(value)}`)
    return { status: res.status, value }
  }
}

/** One simulated player (its seat's token in hand): ready, wait for the tray, words every STEP_MS. */
async function player(call, id, seat, token, pick) {
  await call('POST', `/games/${id}/ready`, { seat, token })
  let view
  for (let i = 0; i < 200; i++) {
    view = (await call('GET', `/games/${id}/view?seat=${seat}&token=${token}`)).value
    if (view.tray) break
    await sleep(50)
  }
  const words = pick(hunt.solve(view.tray).words.map((w) => w.word))
  let accepted = 0
  for (const word of words) {
    await sleep(STEP_MS)
    const { status, value } = await call('POST', `/games/${id}/words`, { seat, token, word })
    if (status === 409) break // the round is over
    if (value.events.some((e) => e.type === 'accepted' && e.seat === seat)) accepted++
  }
  return accepted
}

async function main() {
  const args = process.argv.slice(2)
  const i = args.indexOf('--url')
  const started = i >= 0 ? null : await startServer()
  const call = api(i >= 0 ? args[i + 1] : started.url)
  try {
    const setups = [
      { seats: ['human', 'human'], seed: 2024, picks: [(w) => w, (w) => w.filter((_, k) => k % 3 !== 0)] },
      { seats: ['human', 'bot'], seed: 7, picks: [(w) => w.filter((_, k) => k % 2 === 0)] },
    ]
    const played = await Promise.all(
      setups.map(async ({ seats, seed, picks }) => {
        const { value } = await call('POST', '/games', { seats, seed, roundMs: ROUND_MS, countdownMs: 500 })
        await Promise.all(picks.map((pick, seat) => player(call, value.id, seat, value.tokens[seat], pick)))
        let result
        for (let k = 0; k < 200; k++) {
          const r = await call('GET', `/games/${value.id}/result`)
          if (r.status === 200) {
            result = r.value
            break
          }
          await sleep(50)
        }
        if (!result) throw new Error(`game ${value.id} did not end`)
        const log = JSON.stringify((await call('GET', `/games/${value.id}/log`)).value)
        if (hunt.replayJson(log) !== JSON.stringify(result)) throw new Error(`game ${value.id}: replay differs`)
        return { id: value.id, seats, result }
      }),
    )
    for (const { id, seats, result } of played) {
      console.log(`game ${id} (${seats.join(' v ')}), tray ${result.tray}, seed ${result.seed}:`)
      for (const s of result.seats) {
        const kept = s.words.filter((w) => !w.cancelled).length
        console.log(
          `  seat ${s.seat} ${s.kind.padEnd(5)} ${s.status} score ${s.score} place ${s.place} ` +
            `(${kept} words kept, ${s.words.length - kept} cancelled)`,
        )
      }
      console.log(`  the tray held ${result.reveal.length} words; replay of the log matches`)
    }
  } finally {
    if (started) {
      started.child.kill('SIGTERM')
      await once(started.child, 'exit')
    }
  }
}

await main()
