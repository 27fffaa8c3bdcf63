// The cross-language error table (tests/errors/cases.json): every mistake
// gets the code and message the core gives it (core/tests/errors.rs), the
// same as in C and Python, and changes nothing. An input given as a string
// is sent as that text (a key named twice reaches the core as written);
// `replay` cases go through `replay` and `Game.fromLog`, `verify` cases
// through `verify`, `verifyReport` and their async forms, with a Lexicon
// of the case's `words` when it has them (and `{key}`, from hex, for a
// sealed log): either the error, or the `report` (`null`: verify says
// true). The seals' cases go through `seal`, `openSealed` and `restore`
// (a snapshot's bytes in hex).
import test from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import gw from '../index.js'

const { Game, duel } = gw
const here = path.dirname(fileURLToPath(import.meta.url))
const cases = JSON.parse(fs.readFileSync(path.join(here, '../../../tests/errors/cases.json'), 'utf8'))

function gameOf(c) {
  const g = c.call === 'duel.play' ? duel.Game.fromConfigJson(c.config, 0) : new Game(c.config, 0)
  for (const [action, now] of c.before ?? []) g.act(action, now)
  return g
}

function call(c, g) {
  const { input: i, now } = c
  if (c.call === 'new') return new Game(i, now)
  if (c.call === 'act') return g.act(i, now)
  if (c.call === 'duel.play') return g.play(i.seat, i.cell, i.letter, i.word, now)
  throw new Error(`unknown call ${c.call}`)
}

test('the table is read', () => assert.ok(cases.length >= 15))

// The list a record is judged with: the case's words, else the shipped list.
const lexiconOf = (c) => (c.words ? gw.Lexicon.fromWords(c.words) : null)

const matches = (c) => (e) => !(e instanceof TypeError) && e.code === c.code && e.message === c.message

// A seal, open or restore case's call (a snapshot's bytes are hex).
const seals = ['seal', 'open', 'restore']
function recordCall(c) {
  const snapshot = c.kind === 'snapshot' || c.call === 'restore'
  const record = snapshot ? Buffer.from(c.input, 'hex') : c.input
  const key = Buffer.from(c.key ?? '', 'hex')
  if (c.call === 'seal') return gw.seal(c.kind, record, key, c.key_id)
  if (c.call === 'open') return gw.openSealed(record, key)
  return gw.Game.restore(record, lexiconOf(c))
}

for (const c of cases.filter((c) => seals.includes(c.call))) {
  test(`same code and message as the core: ${c.name}`, () => {
    assert.throws(() => recordCall(c), matches(c))
  })
}

for (const c of cases.filter((c) => c.call === 'replay' || c.call === 'verify')) {
  test(`the core's answer to a record: ${c.name}`, async () => {
    const lexicon = lexiconOf(c)
    if (c.call === 'replay') {
      assert.throws(() => gw.replay(c.input, lexicon), matches(c))
      assert.throws(() => Game.fromLog(c.input, lexicon), matches(c))
      return
    }
    const options =
      c.trust_bots || c.min_version || c.key
        ? {
            ...(c.trust_bots ? { trustBots: true } : {}),
            ...(c.min_version ? { minVersion: c.min_version } : {}),
            ...(c.key ? { key: Buffer.from(c.key, 'hex') } : {}),
          }
        : undefined
    const args = [c.input, c.result, lexicon, options]
    if (c.code) {
      assert.throws(() => gw.verify(...args), matches(c))
      assert.throws(() => gw.verifyReport(...args), matches(c))
      await assert.rejects(gw.verifyAsync(...args), matches(c))
      await assert.rejects(gw.verifyReportAsync(...args), matches(c))
      return
    }
    assert.equal(gw.verifyReport(...args), c.report)
    assert.equal(gw.verify(...args), c.report === null)
    assert.equal(await gw.verifyReportAsync(...args), c.report)
    assert.equal(await gw.verifyAsync(...args), c.report === null)
  })
}

for (const c of cases.filter((c) => c.call !== 'replay' && c.call !== 'verify' && !seals.includes(c.call))) {
  test(`same code and message as the core: ${c.name}`, () => {
    const g = c.call === 'new' ? null : gameOf(c)
    const before = g?.snapshot()
    assert.throws(
      () => call(c, g),
      matches(c),
    )
    if (g) assert.deepEqual(g.snapshot(), before)
  })
}
