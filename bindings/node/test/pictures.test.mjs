// toSvg(): every game class draws the core's picture of the spectators'
// view (the same function Python's to_svg calls): an SVG document with a
// title, a cell element per cell, a letter per visible letter; a Word Grid
// tray stays blank until the round opens; the generic Game and the typed
// class give the same bytes.
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../index.js'

const { Game, hunt, duel, solo } = gw

// The elements of a picture whose class list holds `name`.
function withClass(svg, name) {
  return [...svg.matchAll(/<(\w+) class="([^"]*)"[^>]*>/g)].filter((m) =>
    m[2].split(' ').includes(name),
  )
}

// The letters drawn, in document order.
function letters(svg) {
  return [...svg.matchAll(/<text class="letter"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('')
}

function isPicture(svg) {
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
  assert.match(svg, /^<svg [^>]*><title>[^<]+<\/title>/)
  assert.ok(svg.endsWith('</svg>'))
}

test('a Word Grid game shows no letter before the round opens', () => {
  const g = new hunt.Game(['human', 'bot'], 42, 0)
  const before = g.toSvg()
  isPicture(before)
  assert.equal(withClass(before, 'cell').length, 16)
  assert.equal(withClass(before, 'hidden').length, 16)
  assert.equal(letters(before), '')
  assert.equal(g.view().tray, null)
  g.ready(0, 10)
  g.advance(10 + 3000)
  const tray = g.view().tray
  assert.equal(tray, hunt.deal(42))
  const open = g.toSvg()
  assert.equal(letters(open).toLowerCase(), tray)
  assert.equal(withClass(open, 'hidden').length, 0)
  assert.equal(withClass(open, 'path').length, 0)
})

test('a Wordgrid game marks its last move; Sóló shades what its view freezes', () => {
  const d = new duel.Game(['human', 'human'], 5, 0)
  assert.equal(letters(d.toSvg()), 'SHEEP')
  const { cell, letter, path } = duel.legalMoves(d.board, d.played)[0]
  d.play(0, cell, letter, path, 100)
  const drawn = d.toSvg()
  assert.equal(withClass(drawn, 'cell').length, 25)
  assert.equal(withClass(drawn, 'last').length, 1)
  assert.equal(withClass(drawn, 'path').length, 1)
  assert.equal(letters(drawn).toLowerCase(), d.board.replaceAll('.', ''))

  const s = new solo.Game(11, 0)
  const [best] = solo.bestSwaps(s, 1)
  assert.ok(best.points > 0)
  s.swap(best.a, best.b, 1000)
  const field = s.toSvg()
  const frozen = s.view().cells.filter((c) => ['across', 'down', 'both'].includes(c)).length
  assert.ok(frozen > 0)
  assert.equal(withClass(field, 'cell').length, 100)
  assert.equal(withClass(field, 'frozen').length, frozen)
  assert.equal(letters(field).toLowerCase(), s.view().field)
})

test('the generic Game draws the same bytes, every time', () => {
  const s = new solo.Game(3, 0)
  const g = Game.restore(s.snapshot())
  assert.equal(g.toSvg(), s.toSvg())
  assert.equal(s.toSvg(), s.toSvg())
})
