// The browser client of examples/node/server.mjs: plain JavaScript, no build.
//
// With no ?game= in the URL it shows the lobby; with ?game=ID&seat=N&token=T
// (a seat's join link) it opens that seat's Server-Sent Events stream and
// draws the seat's view after every update. It holds no rule: everything it
// shows is the engine's view for this seat, and every move goes to the
// server, which answers with the engine's verdict. Clocks tick locally from
// the last view (game time runs `speed` times the wall clock).
'use strict'

const $ = (id) => document.getElementById(id)
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

const params = new URLSearchParams(location.search)
const gameId = params.get('game')
const seat = params.get('seat') === null ? null : Number(params.get('seat'))
const token = params.get('token') ?? ''
// A spectator's link (a server run with --spectators token) carries the game's spectator token.
const spectate = params.get('spectate')

// The last message from the server: {game, seats, view, now, speed, at}.
let state = null

/** The game clock now, from the server's clock at the last update. */
const gameNow = () => state.now + (performance.now() - state.at) * state.speed
const seconds = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

async function post(verb, body = {}) {
  const res = await fetch(`/games/${gameId}/${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seat, token, ...body }),
  })
  const value = await res.json()
  if (!res.ok) throw Object.assign(new Error(value.message), { code: value.error })
  return value
}

function feedback(id, text, badNews = false) {
  $(id).textContent = text
  $(id).classList.toggle('bad', badNews)
}

/** Runs a move; a refusal is shown with the engine's code. */
async function attempt(id, verb, body) {
  try {
    return await post(verb, body)
  } catch (e) {
    feedback(id, `${e.code ?? 'ERROR'}: ${e.message}`, true)
    return null
  }
}

// ---------------------------------------------------------------------------
// The lobby

function lobby() {
  $('lobby').hidden = false
  $('title').textContent = 'lobby'
  const form = $('create')
  const sync = () => {
    for (const fs of form.querySelectorAll('[data-for]')) fs.hidden = fs.dataset.for !== form.game.value
  }
  form.addEventListener('change', sync)
  sync()
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault()
    const game = form.game.value
    const body = { game }
    const seed = form.seed.value.trim()
    if (seed) body.seed = seed
    if (game === 'hunt') {
      const n = form.huntSeats.value
      body.seats = n === 'bot' ? ['human', 'bot'] : Array.from({ length: Number(n) }, () => 'human')
    }
    if (game === 'duel') body.seats = ['human', form.duelOpponent.value]
    const res = await fetch('/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const value = await res.json()
    if (!res.ok) {
      $('lobby-error').textContent = `${value.error}: ${value.message}`
      return
    }
    // The other seats' links are the creator's to hand out.
    sessionStorage.setItem(`gw-links-${value.id}`, JSON.stringify(value.links))
    location.href = value.links[0]
  })
}

// ---------------------------------------------------------------------------
// A game

function play() {
  $('game').hidden = false
  const links = JSON.parse(sessionStorage.getItem(`gw-links-${gameId}`) ?? 'null')
  const others = (links ?? []).map((link, s) => [link, s]).filter(([link, s]) => link && s !== seat)
  if (others.length > 0) {
    $('invites').hidden = false
    for (const [link, s] of others) {
      const url = new URL(link, location.origin).href
      $('invite-links').append(el('a', { href: url, textContent: `seat ${s}`, className: 'invite' }))
      $('invite-links').lastChild.dataset.seat = s
    }
  }
  const query =
    seat !== null ? `?seat=${seat}&token=${encodeURIComponent(token)}` : spectate !== null ? `?spectate=${encodeURIComponent(spectate)}` : ''
  const source = new EventSource(`/games/${encodeURIComponent(gameId)}/stream${query}`)
  source.addEventListener('hello', (m) => {
    const d = JSON.parse(m.data)
    const first = state === null
    state = { ...d, at: performance.now() }
    if (first) setup()
    render(d.events)
  })
  source.addEventListener('update', (m) => {
    const d = JSON.parse(m.data)
    Object.assign(state, { view: d.view, now: d.now, speed: d.speed, at: performance.now() })
    render(d.events)
  })
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) $('status').textContent = 'This link does not open a seat of a live game.'
  }
  setInterval(() => state && tick(), 100)
}

const games = {
  hunt: { setup: setupHunt, render: renderHunt, tick: tickHunt, name: 'Word Grid' },
  duel: { setup: setupDuel, render: renderDuel, tick: tickDuel, name: 'Wordgrid' },
  solo: { setup: setupSolo, render: renderSolo, tick: tickSolo, name: 'Sóló' },
}

function setup() {
  const g = games[state.game]
  $(state.game).hidden = false
  $('title').textContent = `${g.name} · game ${state.id} · ${seat === null ? 'spectator' : `seat ${seat}`}`
  document.title = `${g.name} · gridwords`
  g.setup()
}
const render = (events) => games[state.game].render(events)
const tick = () => games[state.game].tick()

// ---------------------------------------------------------------------------
// Word Grid: the 4×4 tray

function setupHunt() {
  $('hunt-ready').addEventListener('click', () => attempt('hunt-feedback', 'ready'))
  $('hunt-resign').addEventListener('click', () => attempt('hunt-feedback', 'resign'))
  $('hunt-word').addEventListener('keydown', async (ev) => {
    if (ev.key !== 'Enter') return
    const word = ev.target.value.trim()
    ev.target.value = ''
    if (word) await attempt('hunt-feedback', 'words', { word })
  })
}

function renderHunt(events) {
  const v = state.view
  const tray = $('hunt-tray')
  tray.dataset.tray = v.tray ?? ''
  tray.dataset.phase = v.phase
  tray.replaceChildren(...Array.from({ length: 16 }, (_, i) => el('div', { className: 'cell', textContent: v.tray ? v.tray[i] : '' })))
  const me = seat === null ? null : v.seats[seat]
  $('hunt-ready').hidden = !(v.phase === 'waiting' && me && !me.ready)
  const live = v.phase === 'live' && me?.status === 'playing'
  $('hunt-word').disabled = !live
  if (live && document.activeElement === document.body) $('hunt-word').focus()
  $('hunt-resign').hidden = !(me && me.status === 'playing' && v.phase !== 'over')
  $('hunt-seats').replaceChildren(
    ...v.seats.map((s) => {
      const who = `Seat ${s.seat}${s.seat === seat ? ' (you)' : ''}${s.kind === 'bot' ? ` (bot, strength ${v.bot_strength})` : ''}`
      const what = v.phase === 'waiting' ? (s.ready ? 'ready' : 'not ready') : `${s.words} word${s.words === 1 ? '' : 's'}`
      const li = el('li', { className: s.seat === seat ? 'you' : '', textContent: `${who}: ${what}${s.status === 'playing' ? '' : `, ${s.status}`}` })
      li.dataset.seat = s.seat
      li.dataset.words = s.words
      return li
    }),
  )
  $('hunt-own').replaceChildren(...(v.you?.words ?? []).map((w) => el('li', { textContent: `${w.word} +${w.points}` })))
  for (const e of events) {
    if (e.seat !== seat || v.phase === 'over') continue
    if (e.type === 'accepted') feedback('hunt-feedback', `${e.word}: +${e.points}`)
    if (e.type === 'miss') feedback('hunt-feedback', `${e.word}: ${e.reason.replaceAll('_', ' ')}`, true)
  }
  const r = v.result
  $('hunt-result').hidden = !r
  if (r) {
    const rows = r.seats.map((s) => {
      const words = el('td')
      for (const w of s.words) {
        words.append(el('span', { className: w.cancelled ? 'cancelled' : '', textContent: w.word }), ' ')
      }
      return el('tr', {}, el('td', { textContent: `${s.seat}${s.seat === seat ? ' (you)' : ''} ${s.kind}` }),
        el('td', { textContent: s.place ?? '–' }), el('td', { textContent: s.score }),
        el('td', { textContent: s.status }), words)
    })
    const head = el('tr', {}, ...['seat', 'place', 'score', 'status', 'words (struck: found by another finisher too)'].map((t) => el('th', { textContent: t })))
    const found = r.reveal.filter((w) => w.found_by.length > 0).length
    $('hunt-result').replaceChildren(
      el('h2', { textContent: 'Result' }),
      el('table', {}, head, ...rows),
      el('p', { textContent: `The tray held ${r.reveal.length} words (${found} found); the longest: ${r.reveal.slice(0, 8).map((w) => w.word).join(', ')}.` }),
    )
  }
  tickHunt()
}

function tickHunt() {
  const v = state.view
  const t = gameNow()
  const text = {
    waiting: () => `Waiting for every seat to press Ready (forfeit in ${seconds(v.deadline_ms - t)})`,
    countdown: () => `The tray opens in ${seconds(v.t0_ms - t)}`,
    live: () => `${seconds(v.ends_at_ms - t)} left`,
    over: () => 'Game over',
  }[v.phase]()
  $('status').textContent = text
}

// ---------------------------------------------------------------------------
// Wordgrid: the 5×5 grid and two chess clocks

// The move being built: the new cell, its letter, the path clicked so far.
let pick = { cell: null, letter: null, path: [] }

function setupDuel() {
  $('duel-board').addEventListener('click', (ev) => {
    const cell = ev.target.closest('.cell')
    if (cell) clickDuel(Number(cell.dataset.cell))
  })
  document.addEventListener('keydown', (ev) => {
    if (state.game !== 'duel' || ev.target instanceof HTMLInputElement || ev.ctrlKey || ev.metaKey || ev.altKey) return
    if (/^[a-zA-Z]$/.test(ev.key) && pick.cell !== null) pick = { ...pick, letter: ev.key.toLowerCase(), path: [] }
    else if (ev.key === 'Backspace') pick.path.length > 0 ? pick.path.pop() : (pick.letter = null)
    else if (ev.key === 'Escape') pick = { cell: null, letter: null, path: [] }
    else if (ev.key === 'Enter') return playDuel()
    else return
    ev.preventDefault()
    drawBoard()
  })
  $('duel-word').addEventListener('keydown', (ev) => ev.key === 'Enter' && playDuel())
  $('duel-play').addEventListener('click', playDuel)
  $('duel-clear').addEventListener('click', () => {
    pick = { cell: null, letter: null, path: [] }
    $('duel-word').value = ''
    drawBoard()
  })
  $('duel-offer').addEventListener('click', () => attempt('duel-feedback', 'draw', { answer: 'offer' }))
  $('duel-accept').addEventListener('click', () => attempt('duel-feedback', 'draw', { answer: 'accept' }))
  $('duel-decline').addEventListener('click', () => attempt('duel-feedback', 'draw', { answer: 'decline' }))
  $('duel-resign').addEventListener('click', () => attempt('duel-feedback', 'resign'))
}

function clickDuel(cell) {
  const v = state.view
  if (v.to_move !== seat) return
  if (v.board[cell] === '.' && cell !== pick.cell) pick = { cell, letter: null, path: [] }
  else if (pick.letter !== null) {
    const at = pick.path.indexOf(cell)
    if (at >= 0 && at === pick.path.length - 1) pick.path.pop()
    else if (at < 0) pick.path.push(cell)
  }
  $('duel-board').focus()
  drawBoard()
}

async function playDuel() {
  if (pick.cell === null || pick.letter === null) {
    return feedback('duel-feedback', 'Click an empty cell next to a letter, then type its letter.', true)
  }
  const word = $('duel-word').value.trim()
  const how = pick.path.length > 0 ? { path: pick.path } : { word }
  if (!how.path && !word) return feedback('duel-feedback', 'Click the word’s cells in order, or type the word.', true)
  const done = await attempt('duel-feedback', 'play', { cell: pick.cell, letter: pick.letter, ...how })
  if (done) {
    pick = { cell: null, letter: null, path: [] }
    $('duel-word').value = ''
    drawBoard()
  }
}

function drawBoard() {
  const v = state.view
  const board = $('duel-board')
  Object.assign(board.dataset, { board: v.board, played: JSON.stringify(v.played), toMove: v.to_move ?? '', clocks: JSON.stringify(v.clocks_ms) })
  const last = v.moves.at(-1)?.cell
  board.replaceChildren(
    ...Array.from({ length: 25 }, (_, i) => {
      const letter = v.board[i] !== '.' ? v.board[i] : i === pick.cell && pick.letter ? pick.letter : ''
      const classes = ['cell']
      if (v.board[i] === '.') classes.push('empty')
      if (i === pick.cell) classes.push('target')
      if (pick.path.includes(i)) classes.push('path')
      if (i === last) classes.push('last')
      const c = el('div', { className: classes.join(' '), textContent: letter })
      c.dataset.cell = i
      return c
    }),
  )
}

function renderDuel(events) {
  const v = state.view
  if (v.to_move !== seat) pick = { cell: null, letter: null, path: [] }
  drawBoard()
  const name = (s) => `${s === seat ? 'You' : v.seats[s] === 'human' ? 'Opponent' : v.seats[s].replace('bot:', 'Bot, ')}`
  $('duel-clocks').replaceChildren(
    ...[0, 1].map((s) => {
      const clock = el('div', { className: 'clock' }, el('div', { textContent: `${name(s)} · ${v.scores[s]} pts` }), el('div', { className: 'time' }))
      clock.dataset.seat = s
      return clock
    }),
  )
  $('duel-moves').replaceChildren(
    ...v.moves.map((m) => el('li', { textContent: `${m.word.toUpperCase()} +${m.points} (${name(m.seat)})` })),
  )
  const open = v.result === null
  $('duel-offer').hidden = !open || seat === null || v.draw_offer !== null
  $('duel-accept').hidden = $('duel-decline').hidden = !open || v.draw_offer === null || v.draw_offer === seat
  $('duel-resign').hidden = !open || seat === null
  for (const e of events) {
    if (e.type === 'move' && e.seat !== seat) feedback('duel-feedback', `${name(e.seat)} played ${e.word.toUpperCase()} (+${e.points})`)
    if (e.type === 'move' && e.seat === seat) feedback('duel-feedback', `You played ${e.word.toUpperCase()} (+${e.points})`)
    if (e.type === 'draw_offered' && e.seat !== seat) feedback('duel-feedback', `${name(e.seat)} offers a draw`)
  }
  const r = v.result
  $('duel-result').hidden = !r
  if (r) {
    const who = r.draw ? 'A draw' : `${name(r.winner)} ${r.winner === seat ? 'win' : 'wins'}`
    const settle = r.settlement ? ` Pot ${r.settlement.pot}, payout ${r.settlement.payout}, fee ${r.settlement.fee}, refund ${r.settlement.refund}.` : ' Practice: no stakes.'
    $('duel-result').replaceChildren(
      el('h2', { textContent: 'Result' }),
      el('p', { textContent: `${who} (${r.reason.replaceAll('_', ' ')}), ${r.scores[0]}–${r.scores[1]}.${settle}` }),
    )
  }
  tickDuel()
}

function tickDuel() {
  const v = state.view
  const spent = gameNow() - v.now_ms
  for (const clock of $('duel-clocks').children) {
    const s = Number(clock.dataset.seat)
    const running = v.result === null && v.to_move === s
    const left = v.clocks_ms[s] - (running ? spent : 0)
    clock.classList.toggle('running', running)
    clock.classList.toggle('low', left < 30_000)
    clock.querySelector('.time').textContent = seconds(left)
  }
  $('status').textContent = v.result ? 'Game over' : v.to_move === seat ? 'Your move' : `${v.seats[v.to_move] === 'human' ? 'Their' : 'The bot’s'} move`
}

// ---------------------------------------------------------------------------
// Sóló: the 10×10 field

let picked = null
let lastSwap = null

function setupSolo() {
  $('solo-field').addEventListener('click', async (ev) => {
    const cell = ev.target.closest('.cell')
    if (!cell || state.view.result || state.view.cells[cell.dataset.cell] !== 'free') return
    const i = Number(cell.dataset.cell)
    if (picked === null || picked === i) picked = picked === i ? null : i
    else {
      const a = picked
      picked = null
      await attempt('solo-last', 'swap', { a, b: i })
    }
    drawField()
  })
  $('solo-finish').addEventListener('click', () => attempt('solo-last', 'finish'))
}

function drawField() {
  const v = state.view
  const field = $('solo-field')
  Object.assign(field.dataset, { score: v.score, cells: v.cells.join(','), letters: v.field })
  const fresh = new Set(lastSwap?.frozen ?? [])
  field.replaceChildren(
    ...Array.from({ length: 100 }, (_, i) => {
      const kind = v.cells[i]
      const classes = ['cell', kind]
      if (kind === 'across' || kind === 'down' || kind === 'both') classes.push('frozen')
      if (i === picked) classes.push('picked')
      if (fresh.has(i)) classes.push('new')
      const c = el('div', { className: classes.join(' '), textContent: v.field[i], title: kind })
      c.dataset.cell = i
      return c
    }),
  )
}

function renderSolo(events) {
  const v = state.view
  for (const e of events) {
    if (e.type !== 'swap') continue
    lastSwap = e
    const words = e.words.map((w) => w.word.toUpperCase()).join(', ')
    feedback('solo-last', e.points > 0 ? `+${e.points}: ${words}` : `no word${e.fixed.length ? '; fixed cells are out of play' : ''}`)
  }
  drawField()
  $('solo-score').textContent = v.score
  $('solo-moves').textContent = v.moves.length
  $('solo-finish').hidden = v.result !== null
  const r = v.result
  $('solo-result').hidden = !r
  if (r) {
    $('solo-result').replaceChildren(
      el('h2', { textContent: 'Result' }),
      el('p', { textContent: `Score ${r.score} (${r.reason.replaceAll('_', ' ')}) in ${r.moves.length} swaps.` }),
    )
  }
  tickSolo()
}

function tickSolo() {
  const v = state.view
  const left = v.result ? v.clock_ms : v.clock_ms - (gameNow() - v.now_ms)
  $('solo-clock').replaceChildren(el('div', { textContent: 'Time' }), el('div', { className: 'time', textContent: seconds(left) }))
  $('status').textContent = v.result ? 'Game over' : 'Swap two free letters to make words'
}

if (gameId === null) lobby()
else play()
