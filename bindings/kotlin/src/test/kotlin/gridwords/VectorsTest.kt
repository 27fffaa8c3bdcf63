package gridwords

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File

/**
 * The shared replay vectors (every folder of tests/vectors: each log gives
 * its result file byte for byte, the same bytes Rust, C, Python and Node
 * produce), through the Kotlin layer: replayed, verified (a changed result
 * is not), rebuilt as a game over with that result whose snapshot restores
 * to the same game and whose log (current versions) is the vector's. A
 * vector played on its own list has it beside it (NAME.words.txt).
 */
class VectorsTest {
    private val root = File(Fixtures.tests, "vectors")

    private fun vectors(): List<Pair<File, String>> =
        root.listFiles()!!.filter { it.isDirectory }.sortedBy { it.name }.flatMap { dir ->
            dir.listFiles()!!.map { it.name }.filter { it.endsWith(".log.json") }.sorted()
                .map { dir to it.removeSuffix(".log.json") }
        }

    @Test
    fun everyGameHasVectors() {
        val games = vectors().map { (dir, name) ->
            parseJson(File(dir, "$name.log.json").readText()).asJsonObject["game"].asString
        }.toSet()
        assertEquals(setOf("hunt", "duel", "solo"), games)
        assertTrue(vectors().size >= 20)
    }

    @Test
    fun everyLogReplaysByteForByte() {
        var n = 0
        for ((dir, name) in vectors()) {
            val log = File(dir, "$name.log.json").readText()
            val expected = File(dir, "$name.result.json").readText().trimEnd()
            val words = File(dir, "$name.words.txt")
            val lex = if (words.exists()) Lexicon.fromWords(words.readLines().filter { it.isNotEmpty() }) else null
            val what = "${dir.name}/$name"
            try {
                if (lex != null) {
                    val e = runCatching { Gridwords.replay(log) }.exceptionOrNull() as GridwordsException
                    assertEquals(what, "LEXICON_MISMATCH", e.code)
                }
                assertEquals(what, expected, Gridwords.replay(log, lex))
                assertTrue(what, Gridwords.verify(log, expected, lex, trustBots = true))
                val other = parseJson(expected).asJsonObject
                other.addProperty("seed", if (other["seed"].asString == "0x0000000000000000") "0x0000000000000001" else "0x0000000000000000")
                assertNotNull(what, Gridwords.verifyReport(log, other.toString(), lex, trustBots = true))
                Gridwords.fromLog(log, lex).use { g ->
                    assertTrue(what, g.isOver)
                    assertEquals(what, expected, g.resultJson())
                    assertNotNull(what, g.result)
                    val current = parseJson(log).asJsonObject["version"] == parseJson(g.log()).asJsonObject["version"]
                    if (current) assertEquals(what, parseJson(log), parseJson(g.log()))
                    Gridwords.restore(g.snapshot(), lex).use { again ->
                        assertEquals(what, g.javaClass, again.javaClass)
                        assertEquals(what, expected, again.resultJson())
                        assertEquals(what, g.log(), again.log())
                    }
                }
            } finally {
                lex?.close()
            }
            n++
        }
        assertTrue(n >= 20)
    }

    @Test
    fun theFullCheckSearchesTheBotsAgain() {
        // One bot game, checked the full way (every bot move searched again).
        val dir = File(root, "duel")
        val log = File(dir, "02_easy_vs_medium.log.json").readText()
        val result = File(dir, "02_easy_vs_medium.result.json").readText().trimEnd()
        assertTrue(Gridwords.verify(log, result))
        assertFalse(Gridwords.verify(log, "{}"))
    }
}
