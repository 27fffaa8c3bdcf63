'use strict'
// The shared replay vectors, every folder of tests/vectors (hunt, hunt-v1,
// duel, solo, and any game's folder added later): each log gives its result
// file byte for byte (the same bytes Rust, C and Python produce) through its
// game's namespace (`hunt.replayJson`, …) and the generic surface alike,
// from the text and from the parsed log; it verifies, and a changed result
// does not; rebuilt (generic, typed, and `fromLog` of the package entry) it
// is a game over with that result whose snapshot restores to the same game;
// another game's namespace refuses it (WRONG_GAME). A vector played on its
// own word list has it beside it (NAME.words.txt, one word a line) and
// needs it. Then the golden snapshots restore to the games of their logs.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const gw = require('../../bindings/node')
const { Game, Lexicon } = gw

const root = path.join(__dirname, '..', 'vectors')
const folders = fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()

test('every game has vectors, and every folder is read', () => {
  const games = new Set()
  for (const folder of folders) {
    for (const f of fs.readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.log.json'))) {
      games.add(JSON.parse(fs.readFileSync(path.join(root, folder, f), 'utf8')).game)
    }
  }
  assert.deepEqual([...games].sort(), [...gw.games()].sort())
  assert.ok(folders.length >= 4, folders.join(', '))
})

// What a game's typed class must also say of a finished vector.
const typedChecks = {
  duel: (g, r) => {
    assert.deepEqual(g.scores, r.scores)
    assert.equal(g.board, r.board)
    assert.deepEqual(g.played.slice(1), r.moves.map((m) => m.word))
    assert.equal(g.toMove ?? null, null)
  },
}

for (const folder of folders) {
  const dir = path.join(root, folder)
  const names = fs.readdirSync(dir).filter((f) => f.endsWith('.log.json')).sort().map((f) => f.slice(0, -'.log.json'.length))
  test(`${folder}: there are vectors`, () => assert.ok(names.length >= 4, `${names.length} in ${dir}`))
  for (const name of names) {
    test(`vector ${folder}/${name} replays byte for byte`, () => {
      const log = fs.readFileSync(path.join(dir, `${name}.log.json`), 'utf8')
      const expected = fs.readFileSync(path.join(dir, `${name}.result.json`), 'utf8').trimEnd()
      const words = path.join(dir, `${name}.words.txt`)
      const lex = fs.existsSync(words) ? Lexicon.fromWords(fs.readFileSync(words, 'utf8').split('\n').filter(Boolean)) : null
      const game = gw.gameOfLog(log)
      const ns = gw[game]
      // The log pins its list: the shipped one is another.
      if (lex) assert.throws(() => gw.replayJson(log), (e) => e.code === 'LEXICON_MISMATCH')
      // The game's namespace and the generic surface, text and parsed.
      for (const replayJson of [ns.replayJson, gw.replayJson]) {
        assert.equal(replayJson(log, lex), expected)
        assert.equal(replayJson(JSON.parse(log), lex), expected)
      }
      // Objects keep the engine's key order: they serialise to the same bytes.
      assert.equal(JSON.stringify(ns.replay(log, lex)), expected)
      assert.equal(JSON.stringify(gw.replay(JSON.parse(log), lex)), expected)
      assert.equal(ns.verify(log, expected, lex), true)
      assert.equal(gw.verify(log, JSON.parse(expected), lex), true)
      const other = JSON.parse(expected)
      other.seed = other.seed === '0x0000000000000000' ? '0x0000000000000001' : '0x0000000000000000'
      assert.equal(gw.verify(log, other, lex), false)
      // Rebuilt, every way: over, with that result; its snapshot restores.
      const current = JSON.parse(log).version === JSON.parse(Game.fromLog(log, lex).log()).version
      for (const g of [Game.fromLog(log, lex), ns.Game.fromLog(log, lex), gw.fromLog(log, lex)]) {
        assert.equal(g.game, game)
        assert.equal(g.isOver, true)
        assert.equal(g.resultJson(), expected)
        if (current) assert.deepEqual(JSON.parse(g.log()), JSON.parse(log))
        const again = gw.restore(g.snapshot(), lex)
        assert.ok(again instanceof ns.Game)
        assert.equal(again.resultJson(), expected)
        assert.equal(again.log(), g.log())
      }
      typedChecks[game]?.(ns.Game.fromLog(log, lex), JSON.parse(expected))
      // Not another game's log.
      for (const otherGame of gw.games().filter((n) => n !== game)) {
        assert.throws(() => gw[otherGame].replayJson(log, lex), (e) => e.code === 'WRONG_GAME', otherGame)
      }
    })
  }
}

// The golden snapshots (tests/snapshots): one game of each kind in every
// snapshot format and state version a build has written, each the same
// game. current.json (written by the core's test) names the file this build
// writes, byte for byte, and its log. An older file restores to that game:
// its log and snapshot are today's (a format 2 game is pinned to the list
// shipped then, the one shipped now; a Word Grid bot game of state version
// 1 keeps the bot rules it was played by).
const SHIPPED = 'c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667'
const goldenDir = path.join(__dirname, '..', 'snapshots')
const current = JSON.parse(fs.readFileSync(path.join(goldenDir, 'current.json'), 'utf8'))
test('every game has a current golden snapshot', () => {
  assert.deepEqual(Object.keys(current).sort(), [...gw.games()].sort())
})
for (const game of gw.games()) {
  const files = fs.readdirSync(goldenDir).filter((f) => f.startsWith(`${game}-format`) && f.endsWith('.snap')).sort()
  for (const file of files) {
    test(`the golden snapshot ${file} restores to the game of its log`, () => {
      const bytes = fs.readFileSync(path.join(goldenDir, file))
      // One that breaks a rule every record is held to (current.json's
      // "refused": a stake against a bot) is refused, naming the rule.
      const why = current[game].refused[file]
      if (why !== undefined) {
        for (const restore of [Game.restore, gw[game].Game.restore, gw.restore]) {
          assert.throws(() => restore(bytes), (e) => e.code === 'INVALID_SNAPSHOT' && e.message.includes(why))
        }
        return
      }
      const log = JSON.parse(fs.readFileSync(path.join(goldenDir, current[game].log), 'utf8'))
      let today = fs.readFileSync(path.join(goldenDir, current[game].snapshot))
      // A Word Grid bot game from before `bot_rules` (state version 1) is
      // today's game under bot rules 1, as it was played.
      if (game === 'hunt' && (!file.includes('-v') || file.includes('-v1.'))) {
        log.config.bot_rules = 1
        today = Buffer.from(gw.fromLog(JSON.stringify(log)).snapshot())
      }
      for (const g of [Game.restore(bytes), gw[game].Game.restore(bytes), gw.restore(bytes)]) {
        assert.equal(g.game, game)
        assert.deepEqual(JSON.parse(g.log()), log)
        assert.deepEqual(Buffer.from(g.snapshot()), today)
      }
      // Pinned: another list is refused, naming both.
      const other = Lexicon.fromWords(['ha', 'sheep', 'hah'])
      assert.throws(
        () => gw.restore(bytes, other),
        (e) => e.code === 'LEXICON_MISMATCH' && e.message.includes(SHIPPED) && e.message.includes(other.fingerprint),
      )
      for (const otherGame of gw.games().filter((n) => n !== game)) {
        assert.throws(() => gw[otherGame].Game.restore(bytes), (e) => e.code === 'WRONG_GAME')
      }
    })
  }
}
