package gridwords

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.async
import kotlinx.coroutines.runBlocking
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File

/** The Kotlin layer's own promises: typed calls, options by name, text, handles, coroutines. */
class GameTest {
    private fun refused(call: () -> Any?): GridwordsException {
        try {
            call()
        } catch (e: GridwordsException) {
            return e
        }
        fail("not refused")
        throw AssertionError()
    }

    @Test
    fun theLibraryIsTheOneThisPackageNeeds() {
        Gridwords.check()
        val header = File(Fixtures.tests, "../include/gridwords.h").readText()
        val declared = Regex("#define GW_ABI_VERSION (\\d+)").find(header)!!.groupValues[1].toInt()
        assertEquals(declared, Gridwords.ABI_VERSION)
        assertEquals(Gridwords.ABI_VERSION, Gridwords.abiVersion)
        assertTrue(Gridwords.version.matches(Regex("\\d+\\.\\d+\\.\\d+.*")))
        Gridwords.warmUp()
    }

    @Test
    fun optionsComeFromTheCoreAndPassByName() {
        for (game in listOf("hunt", "duel", "solo")) {
            val options = Gridwords.options(game)
            assertTrue(game, game == "solo" || options.isNotEmpty())
            assertEquals(options.map { it.json }, parseJson(Gridwords.optionsJson(game)).asJsonArray.map { it.asJsonObject })
        }
        val round = Gridwords.options("hunt").single { it.name == "round_ms" }
        assertEquals("whole", round.type)
        HuntGame.create(listOf("human", "human"), 42L, 0).use { g ->
            val config = parseJson(g.config()).asJsonObject
            for (o in Gridwords.options("hunt").filter { it.name != "bot_rules" }) {
                assertEquals(o.name, o.default, config[o.name])
            }
        }
        HuntGame.create(listOf("human", "human"), "0x2a", 0, mapOf("round_ms" to 60_000)).use { g ->
            assertEquals(60_000L, parseJson(g.config()).asJsonObject["round_ms"].asLong)
            assertEquals("0x000000000000002a", parseJson(g.config()).asJsonObject["seed"].asString)
        }
        assertEquals("INVALID_JSON", refused { HuntGame.create(listOf("human", "human"), 1L, 0, mapOf("round_secs" to 60)) }.code)
        assertEquals("INVALID_CONFIG", refused { HuntGame.create(listOf("human", "human"), 1L, 0, mapOf("round_ms" to 0)) }.code)
        assertEquals("UNKNOWN_GAME", refused { Gridwords.options("chess") }.code)
        assertEquals("UNKNOWN_GAME", refused { Gridwords.options("hunt\u0000") }.code)
    }

    @Test
    fun textHoldingNulReachesTheEngineWhole() {
        HuntGame.create(listOf("human", "human"), 1L, 0, mapOf("countdown_ms" to 0)).use { g ->
            g.ready(0, 0)
            g.ready(1, 0)
            val before = g.snapshot()
            val e = refused { g.submit(0, "x\u0000y", 5) }
            assertEquals("CONTROL_CHARACTER", e.code)
            assertEquals("CONTROL_CHARACTER: the word contains a control character", e.message)
            assertArrayEquals(before, g.snapshot())
            assertEquals("EMPTY_WORD", refused { g.submit(0, "", 5) }.code)
        }
        assertEquals("INVALID_JSON", refused { Gridwords.newGame("{\"game\":\"solo\",\"seed\":1}\u0000", 0) }.code)
        Lexicon.fromWords(listOf("cat", "dog")).use { lex ->
            assertTrue(lex.contains("cat"))
            assertFalse(lex.contains("cat\u0000"))
            assertEquals(2L, lex.size)
            assertEquals(64, lex.fingerprint.length)
        }
        assertEquals("INVALID_LEXICON_WORD", refused { Lexicon.fromWords(listOf("do\u0000g")) }.code)
        assertEquals("INVALID_TRAY", refused { HuntGame.score("abcdefghijklmno\u0000") }.code)
        assertTrue(HuntGame.score(HuntGame.deal(7)) > 0)
    }

    @Test
    fun aSnapshotRestoresTheSameGameAndRebaseCarriesItToANewClock() {
        SoloGame.create(42L, 1_000).use { g ->
            val best = parseJson(g.bestSwapsJson(1)).asJsonArray[0].asJsonObject
            g.swap(best["a"].asInt, best["b"].asInt, 2_000)
            assertEquals(best["points"].asLong, g.score)
            val bytes = g.snapshot()
            (Gridwords.restore(bytes) as SoloGame).use { again ->
                assertEquals(g.viewJson(0), again.viewJson(0))
                assertEquals(g.field, again.field)
                // A reboot: the new clock starts near 0; the game goes on where it stopped.
                runBlocking { again.rebase(again.clockMs, 5) }
                assertEquals(g.nextDueMs!! - 2_000 + 5, again.nextDueMs)
            }
        }
        assertEquals("INVALID_SNAPSHOT", refused { Gridwords.restore(ByteArray(0)) }.code)
    }

    @Test
    fun aClosedGameIsRefusedByTheLibrary() {
        val g = DuelGame.create(listOf("human", "human"), 1L, 0)
        assertEquals("..........sheep..........", g.board)
        g.close()
        g.close()
        assertEquals("INVALID_HANDLE", refused { g.board }.code)
        assertEquals("INVALID_HANDLE", refused { g.resign(0, 1) }.code)
    }

    @Test
    fun typedWordgridCalls() {
        DuelGame.create(listOf("human", "human"), 1L, 0).use { g ->
            assertEquals(0, g.toMove)
            val moves = parseJson(g.legalMovesJson()).asJsonArray
            val m = moves[0].asJsonObject
            val events = g.playWord(0, m["cell"].asInt, m["letter"].asString[0], m["word"].asString, 1_000)
            val move = events[0] as gridwords.duel.Event.Move
            assertEquals(m["word"].asString, move.word)
            assertEquals(0L, move.seat)
            assertEquals(1, g.toMove)
            assertEquals(listOf("sheep", m["word"].asString), g.played)
            assertEquals(2, g.scores.size)
            assertTrue(g.clocksMs[0] < g.clocksMs[1])
            val before = g.snapshot()
            assertEquals("NOT_YOUR_TURN", refused { g.playWord(0, m["cell"].asInt, 'a', "ha", 1_001) }.code)
            assertArrayEquals(before, g.snapshot())
            g.resign(1, 2_000)
            assertTrue(g.isOver)
            assertNull(g.toMove)
            assertNull(g.nextDueMs)
        }
    }

    @Test
    fun awaitingBotTurnsBotThinkingIntoWaiting() = runBlocking {
        // The hard bot moves first; its search runs on a worker (think) while
        // the human resigns past the bot's due move: the action waits for
        // the move instead of failing with BOT_THINKING.
        repeat(3) { round ->
            DuelGame.create(listOf("bot:hard", "human"), 100L + round, 0).use { g ->
                val due = g.nextDueMs!!
                val worker = async(Dispatchers.Default) { g.think() }
                val events = g.awaitingBot(due + 1) { g.resign(1, due + 1) }
                worker.await()
                val types = parseJson(events.json).asJsonArray.map { it.asJsonObject["type"].asString }
                assertEquals(events.json, "move", types.first())
                assertTrue(events.json, "game_over" in types)
                assertEquals(types.size, events.size)
                assertTrue(g.isOver)
            }
        }
    }

    @Test
    fun eventsForKeepASeatsWordsToItself() {
        HuntGame.create(listOf("human", "human"), 1L, 0, mapOf("countdown_ms" to 0)).use { g ->
            g.ready(0, 0)
            g.ready(1, 0)
            assertEquals(gridwords.hunt.Phase.LIVE, g.view(0).phase)
            assertEquals(0L, g.view(0).seat)
            assertNull(g.view(null).seat)
            val events = g.submit(0, "zzz", 5)
            assertEquals(1, events.size)
            assertTrue(events[0].toString(), events[0] is gridwords.hunt.Event.Miss)
            assertEquals(1, g.eventsFor(events, 0).size)
            assertEquals(0, g.eventsFor(events, 1).size)
            assertEquals(0, g.eventsFor(events, null).size)
            assertEquals("UNKNOWN_SEAT", refused { g.eventsFor(events, 7) }.code)
        }
    }

    @Test
    fun absurdInputIsTheCoresToRefuse() {
        DuelGame.create(listOf("human", "human"), 1L, 0).use { g ->
            val before = g.snapshot()
            assertEquals("UNKNOWN_SEAT", refused { g.playWord(-1, 6, 'a', "ha", 1) }.code)
            assertEquals("CELL_OUT_OF_RANGE", refused { g.playWord(0, -1, 'a', "ha", 1) }.code)
            assertEquals("NOT_A_LETTER", refused { g.playWord(0, 6, '\u00e9', "ha", 1) }.code)
            assertEquals("INVALID_ARGUMENT", refused { g.playWord(0, 6, 'a', "ha", -1) }.code)
            assertEquals("PATH_MISSES_NEW_CELL", refused { g.playPath(0, 6, 'a', IntArray(0), 1) }.code)
            assertEquals("INVALID_JSON", refused { g.actJson("", 1) }.code)
            assertEquals("INVALID_JSON", refused { g.actJson("{\"action\":\"play\",\"seat\":0", 1) }.code)
            assertEquals("UNKNOWN_SEAT", refused { g.view(1 shl 30) }.code)
            assertArrayEquals(before, g.snapshot())
        }
        SoloGame.create(7L, 0).use { g ->
            // More than there are: every Free pair, at most 100 * 99 / 2.
            val all = parseJson(g.bestSwapsJson(Int.MAX_VALUE)).asJsonArray.size()
            assertTrue("$all", all in 1..4950)
            // A count below 0 is no count: refused before the library, as
            // a number that cannot be a size_t.
            try {
                g.bestSwapsJson(-1)
                fail("a negative k was taken")
            } catch (e: IllegalArgumentException) {
                assertEquals("k must be 0 or more, not -1", e.message)
            }
        }
        assertEquals("INVALID_SNAPSHOT", refused { Gridwords.restore(ByteArray(3) { 7 }) }.code)
        assertEquals("INVALID_LOG", refused { Gridwords.fromLog("[]") }.code)
        assertEquals("INVALID_JSON", refused { Gridwords.newGame("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":-1}", 0) }.code)
    }
}
