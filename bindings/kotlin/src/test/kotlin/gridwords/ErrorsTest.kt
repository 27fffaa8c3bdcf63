package gridwords

import com.google.gson.JsonElement
import com.google.gson.JsonObject
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * The cross-language error table (tests/errors/cases.json): every mistake
 * gets the code and message the core gives it, the same as in C, Python
 * and Node, and changes nothing (the game's snapshot is the same after
 * it). An input given as a string is sent as that text. Typed Wordgrid
 * plays go through [DuelGame.playWord], but for a letter that is not one
 * character (a Kotlin `Char` cannot hold it) and a seat past 32 bits: those
 * go as JSON, as a Kotlin host would send them. Words holding a NUL reach
 * the engine whole (the `_n` calls). The seals' cases go through
 * [Gridwords.seal], [Gridwords.sealSnapshot], [Gridwords.openSealed],
 * [Gridwords.openSnapshot] and [Gridwords.restore] (a snapshot's bytes in
 * hex), a `verify` case's `key` (hex) to [Gridwords.verify].
 */
class ErrorsTest {
    private val cases = parseJson(Fixtures.read("errors/cases.json")).asJsonArray.map { it.asJsonObject }

    private fun text(input: JsonElement): String =
        if (input.isJsonPrimitive && input.asJsonPrimitive.isString) input.asString else input.toString()

    /**
     * A case's `min_version`: the C ABI (and so Kotlin) takes only today's
     * version as the minimum, the one value the table uses (ffi/tests/errors.rs
     * checks it is today's).
     */
    private fun currentOnly(case: JsonObject): Boolean = case.has("min_version")

    /** A case's `key` (hex) as bytes: a sealed log's. */
    private fun key(case: JsonObject): ByteArray? = case["key"]?.asString?.let { hex(it) }

    private fun hex(text: String): ByteArray =
        ByteArray(text.length / 2) { text.substring(2 * it, 2 * it + 2).toInt(16).toByte() }

    /** A `seal`, `open` or `restore` case's call (a snapshot's bytes are hex). */
    private fun recordCall(case: JsonObject): Any? {
        val input = case["input"].asString
        val key = hex(case["key"]?.asString ?: "")
        val snapshot = case["kind"]?.asString == "snapshot"
        return when (case["call"].asString) {
            "seal" -> if (snapshot) {
                Gridwords.sealSnapshot(hex(input), key, case["key_id"].asString)
            } else {
                val kind = Gridwords.SealKind.valueOf(case["kind"].asString.toUpperCase())
                Gridwords.seal(kind, input, key, case["key_id"].asString)
            }
            "open" -> if (snapshot) Gridwords.openSnapshot(hex(input), key) else Gridwords.openSealed(input, key)
            else -> Gridwords.restore(hex(input), lexicon(case)).also { it.close() }
        }
    }

    private fun lexicon(case: JsonObject): Lexicon? =
        case["words"]?.asJsonArray?.map { it.asString }?.let { Lexicon.fromWords(it) }

    private fun refused(name: String, call: () -> Any?): GridwordsException {
        try {
            call()
        } catch (e: GridwordsException) {
            return e
        }
        fail("$name: not refused")
        throw AssertionError()
    }

    private fun gameOf(case: JsonObject): Game<*, *, *> {
        val g = Gridwords.newGame(case["config"].toString(), 0)
        for (step in case["before"]?.asJsonArray ?: emptyList<JsonElement>()) {
            val (action, now) = step.asJsonArray.toList()
            g.actJson(action.toString(), now.asLong)
        }
        return g
    }

    @Test
    fun theTableIsRead() {
        assertTrue(cases.size >= 15)
    }

    @Test
    fun sameReportAsTheCore() {
        for (case in cases.filter { !it.has("code") }) {
            val lex = lexicon(case)
            val trust = case["trust_bots"]?.asBoolean ?: false
            val report = Gridwords.verifyReport(
                text(case["input"]), text(case["result"]), lex, trust, currentOnly(case), key(case)
            )
            val want = case["report"].let { if (it.isJsonNull) null else it.asString }
            assertEquals(case["name"].asString, want, report)
            lex?.close()
        }
    }

    @Test
    fun sameCodeAndMessageAsTheCore() {
        for (case in cases.filter { it.has("code") }) {
            val name = case["name"].asString
            val input = case["input"]
            val now = case["now"].asLong
            val lex = lexicon(case)
            var game: Game<*, *, *>? = null
            val e = when (case["call"].asString) {
                "new" -> refused(name) { Gridwords.newGame(text(input), now) }
                "replay" -> {
                    val again = refused(name) { Gridwords.fromLog(text(input), lex) }
                    refused(name) { Gridwords.replay(text(input), lex) }.also {
                        assertEquals(name, again.message, it.message)
                    }
                }
                "verify" -> refused(name) {
                    Gridwords.verify(
                        text(input), text(case["result"]), lex, case["trust_bots"]?.asBoolean ?: false,
                        currentOnly(case), key(case)
                    )
                }
                "seal", "open", "restore" -> refused(name) { recordCall(case) }
                "act" -> {
                    val g = gameOf(case)
                    game = g
                    val before = g.snapshot()
                    refused(name) { g.actJson(text(input), now) }.also {
                        assertArrayEquals("$name: the refused call changed the game", before, g.snapshot())
                    }
                }
                "duel.play" -> {
                    game = gameOf(case)
                    val g = game as DuelGame
                    val before = g.snapshot()
                    val o = input.asJsonObject
                    val letter = o["letter"].asString
                    val seat = o["seat"].asLong
                    refused(name) {
                        if (letter.length == 1 && seat in 0..Int.MAX_VALUE) {
                            g.playWord(seat.toInt(), o["cell"].asInt, letter[0], o["word"].asString, now)
                        } else {
                            val json = o.deepCopy()
                            json.addProperty("action", "play")
                            g.actJson(json.toString(), now)
                        }
                    }.also {
                        assertArrayEquals("$name: the refused call changed the game", before, g.snapshot())
                    }
                }
                else -> throw AssertionError("unknown call ${case["call"]}")
            }
            assertEquals(name, case["code"].asString, e.code)
            assertEquals(name, "${case["code"].asString}: ${case["message"].asString}", e.message)
            game?.close()
            lex?.close()
        }
    }
}
