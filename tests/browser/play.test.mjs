// The example server's web client in a real browser (make test-browser).
//
// Starts examples/node/server.mjs on a free loopback port with game clocks
// running 10x wall time (GW_CLOCK_SPEED, tests only), then drives Debian's
// chromium with playwright-core:
//   - two pages play a Word Grid round: the second joins by the first's
//     invite link; each submits real words of the tray it is shown (solved
//     here with the binding), sees its own words and only a count for the
//     other seat, then both see the settlement the server serves;
//   - one page plays Wordgrid against the easy bot (a move by clicking the
//     path, the next ones by typing the word) and sees board and clocks move;
//   - one page makes Sóló swaps (the best ones, found on a copy of the game
//     made here from the same seed) and sees the score and frozen cells.
// Screenshots go to $GW_SCREENSHOTS (default target/screenshots).
import test from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import gw from '../../bindings/node/index.js'

const { hunt, duel, solo } = gw
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SHOTS = process.env.GW_SCREENSHOTS ?? join(ROOT, 'target', 'screenshots')
const SPEED = 10 // a 3-minute round takes 18 s; the 60 s Ready deadline 6 s
const WAIT = { timeout: 60_000 }

async function startServer() {
  const child = spawn(process.execPath, [join(ROOT, 'examples/node/server.mjs'), '--port', '0'], {
    env: { ...process.env, GW_CLOCK_SPEED: String(SPEED) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  for await (const chunk of child.stdout) {
    out += chunk
    const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)/)
    if (m) return { base: `http://127.0.0.1:${m[1]}`, child }
  }
  throw new Error(`the server did not start: ${out}`)
}

let server
let browser
let profile

test.before(async () => {
  mkdirSync(SHOTS, { recursive: true })
  server = await startServer()
  profile = await mkdtemp(join(tmpdir(), 'gw-chromium-'))
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disk-cache-dir=${profile}`,
    ],
  })
})

test.after(async () => {
  await browser?.close()
  if (server) {
    server.child.kill('SIGTERM')
    await once(server.child, 'exit')
  }
  if (profile) await rm(profile, { recursive: true, force: true })
})

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1000, height: 760 } })
  const page = await context.newPage()
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  return page
}

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })

/** Creates a game in the lobby; resolves once the creator's seat page shows. */
async function create(page, game, { seed, huntSeats, duelOpponent }) {
  await page.goto(server.base + '/')
  await page.check(`input[name=game][value=${game}]`)
  if (huntSeats) await page.selectOption('select[name=huntSeats]', huntSeats)
  if (duelOpponent) await page.selectOption('select[name=duelOpponent]', duelOpponent)
  await page.fill('input[name=seed]', String(seed))
  if (game === 'hunt') await shot(page, 'lobby')
  await page.click('button[type=submit]')
  await page.waitForURL(/game=\d+&seat=0&token=/)
  return new URL(page.url()).searchParams.get('game')
}

const text = (page, selector) => page.locator(selector).innerText()

test('two pages play a Word Grid round: own words, counts for the other, the settlement', async () => {
  const a = await newPage()
  const id = await create(a, 'hunt', { seed: 2024, huntSeats: '2' })
  const invite = await a.locator('#invites a[data-seat="1"]').getAttribute('href')
  const b = await newPage()
  await b.goto(invite)
  await Promise.all([a.click('#hunt-ready'), b.click('#hunt-ready')])
  for (const p of [a, b]) await p.waitForSelector('#hunt-tray[data-phase=live]', WAIT)
  const tray = await a.getAttribute('#hunt-tray', 'data-tray')
  assert.equal(await b.getAttribute('#hunt-tray', 'data-tray'), tray)
  assert.equal(tray.length, 16)

  // The tray's longest words (so no other text on the page contains them).
  const words = hunt.solve(tray).words.map((w) => w.word)
  const mine = { a: [words[0], words[2]], b: [words[1], words[3]] }
  const shared = words[4] // both find it: it cancels
  const submit = async (page, word) => {
    await page.fill('#hunt-word', word)
    await page.press('#hunt-word', 'Enter')
    await page.waitForFunction((w) => [...document.querySelectorAll('#hunt-own li')].some((li) => li.textContent.startsWith(`${w} `)), word)
  }
  for (const [page, own] of [[a, mine.a], [b, mine.b]]) {
    for (const word of [...own, shared]) await submit(page, word)
  }
  for (const [page, own, theirs, other] of [[a, mine.a, mine.b, 1], [b, mine.b, mine.a, 0]]) {
    const ownList = await text(page, '#hunt-own')
    for (const w of [...own, shared]) assert.ok(ownList.includes(w), `${w} in ${ownList}`)
    await page.waitForSelector(`#hunt-seats li[data-seat="${other}"][data-words="3"]`)
    const everything = (await page.content()).toLowerCase()
    for (const w of theirs) assert.ok(!everything.includes(w), `the other seat's ${w} leaked into the page`)
  }
  await shot(a, 'hunt-live')

  // The round ends on the server's clock; both pages get the settlement.
  for (const p of [a, b]) await p.waitForSelector('#hunt-result:not([hidden])', WAIT)
  const result = await (await fetch(`${server.base}/games/${id}/result`)).json()
  assert.equal(result.tray, tray)
  for (const p of [a, b]) {
    const table = await text(p, '#hunt-result')
    for (const w of [...mine.a, ...mine.b, shared]) assert.ok(table.includes(w), `${w} in the result`)
    const rows = await p.locator('#hunt-result tr').allInnerTexts()
    for (const s of result.seats) assert.ok(rows[s.seat + 1].split('\t').includes(String(s.score)), rows[s.seat + 1])
    assert.equal(await p.locator('#hunt-result .cancelled').count(), 2) // the shared word, for each seat
  }
  const points = (ws) => ws.reduce((sum, w) => sum + result.seats[0].words.concat(result.seats[1].words).find((x) => x.word === w).points, 0)
  assert.deepEqual(result.seats.map((s) => s.score), [points(mine.a), points(mine.b)])
  await shot(a, 'hunt-result')
  await a.context().close()
  await b.context().close()
})

test('a page plays Wordgrid against the easy bot: the board and clocks move', async () => {
  const p = await newPage()
  await create(p, 'duel', { seed: 7, duelOpponent: 'bot:easy' })
  const board = '#duel-board'
  for (let turn = 0; turn < 3; turn++) {
    await p.waitForSelector(`${board}[data-to-move="0"], #duel-result:not([hidden])`, WAIT)
    if (await p.locator('#duel-result:not([hidden])').count()) break
    const before = await p.getAttribute(board, 'data-board')
    const played = JSON.parse(await p.getAttribute(board, 'data-played'))
    const moves = duel.legalMoves(before, played)
    assert.ok(moves.length > 0)
    const move = moves.reduce((best, m) => (m.word.length > best.word.length ? m : best))
    await p.click(`${board} .cell[data-cell="${move.cell}"]`)
    await p.keyboard.press(move.letter)
    if (turn === 0) {
      // The path, cell by cell, then Enter.
      for (const c of move.path) await p.click(`${board} .cell[data-cell="${c}"]`)
      await p.keyboard.press('Enter')
    } else {
      await p.fill('#duel-word', move.word)
      await p.press('#duel-word', 'Enter')
    }
    // Our letter lands, then the bot answers with one of its own.
    await p.waitForFunction(
      ([cell, letter]) => document.querySelector('#duel-board').dataset.board[cell] === letter,
      [move.cell, move.letter],
    )
    await p.waitForFunction(
      (n) => [...document.querySelector('#duel-board').dataset.board].filter((c) => c !== '.').length >= n || !document.querySelector('#duel-result').hidden,
      before.replaceAll('.', '').length + 2,
      WAIT,
    )
    const clocks = JSON.parse(await p.getAttribute(board, 'data-clocks'))
    assert.ok(clocks[0] < 600_000 && clocks[1] < 600_000, `both clocks ran: ${clocks}`)
    const shown = await p.locator('#duel-clocks .time').allInnerTexts()
    const secs = shown.map((t) => t.split(':').reduce((m, x) => m * 60 + Number(x), 0))
    assert.ok(secs.every((t) => t < 600), `clocks shown: ${shown}`)
  }
  const moves = await p.locator('#duel-moves li').count()
  assert.ok(moves >= 2, `${moves} moves listed`)
  await shot(p, 'duel')
  await p.click('#duel-resign')
  await p.waitForSelector('#duel-result:not([hidden])')
  assert.match(await text(p, '#duel-result'), /wins \(resignation\)/)
  await p.context().close()
})

test('a page makes Sóló swaps: the score and the frozen cells change', async () => {
  const p = await newPage()
  await create(p, 'solo', { seed: 42 })
  const field = '#solo-field'
  await p.waitForSelector(`${field}[data-score="0"]`)
  const mirror = new solo.Game(42, 0) // the same seed deals the same field
  assert.equal(await p.getAttribute(field, 'data-letters'), mirror.field)
  for (let k = 0; k < 3; k++) {
    const [best] = solo.bestSwaps(mirror, 1)
    mirror.swap(best.a, best.b, k + 1)
    await p.click(`${field} .cell[data-cell="${best.a}"]`)
    await p.click(`${field} .cell[data-cell="${best.b}"]`)
    await p.waitForSelector(`${field}[data-score="${mirror.score}"]`)
    assert.equal(await p.getAttribute(field, 'data-cells'), mirror.cells.join(','))
    const frozen = mirror.cells.filter((c) => c === 'across' || c === 'down' || c === 'both').length
    assert.equal(await p.locator(`${field} .cell.frozen`).count(), frozen)
    assert.equal(await p.locator(`${field} .cell.fixed`).count(), mirror.cells.filter((c) => c === 'fixed').length)
    assert.equal(await text(p, '#solo-score'), String(mirror.score))
  }
  assert.ok(mirror.score > 0)
  await shot(p, 'solo')
  await p.click('#solo-finish')
  await p.waitForSelector('#solo-result:not([hidden])')
  assert.match(await text(p, '#solo-result'), new RegExp(`Score ${mirror.score} \\(finished\\) in 3 swaps`))
  await p.context().close()
})
