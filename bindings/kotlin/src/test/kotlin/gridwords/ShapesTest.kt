/*
 * The generated JSON shapes (gridwords/{hunt,duel,solo}/Shapes.kt, written by
 * tools/gen_kotlin.py) against the engine's own JSON: every log and result of
 * the shared replay vectors, tests/vectors (and the bot moves of
 * duel_bot_moves.json), parses into its type with no `Unknown` variant and
 * writes back as the same JSON; every logged action, and the same action as
 * gw_game_act takes it (`{"action":"submit","seat":0,"word":"tone"}`),
 * re-serialises to exactly its JSON, key order included.
 *
 * Needs no native library: Gson and JUnit 4 only.
 *
 * System property `gridwords.tests`: the repository's tests/ folder (the one
 * holding vectors/), e.g. with Gradle
 *     tasks.test { systemProperty("gridwords.tests", file("../../tests").absolutePath) }
 * or by hand
 *     java -Dgridwords.tests=/path/to/gridwords/tests -cp ... org.junit.runner.JUnitCore gridwords.ShapesTest
 * When it is not set, ../../tests (from bindings/kotlin, Gradle's working
 * directory for tests) and then ./tests are tried; the test fails naming the
 * property if neither holds vectors/.
 */
package gridwords

import com.google.gson.JsonElement
import com.google.gson.JsonObject
import com.google.gson.JsonParser
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File

class ShapesTest {
    private val vectors: File by lazy {
        val given = System.getProperty("gridwords.tests")
        val candidates = if (given != null) listOf(File(given)) else listOf(File("../../tests"), File("tests"))
        candidates.map { File(it, "vectors") }.firstOrNull { it.isDirectory }
            ?: throw AssertionError(
                "no vectors/ in ${candidates.map { it.absolutePath }}: set the system property " +
                    "gridwords.tests to the repository's tests/ folder"
            )
    }

    private fun parse(f: File): JsonElement = JsonParser.parseString(f.readText(Charsets.UTF_8))

    /** A log's game: its `"game"` (a result's, its log's beside it). */
    private fun gameOf(f: File): String {
        val log = if (f.name.endsWith(".log.json")) f else File(f.parentFile, f.name.removeSuffix(".result.json") + ".log.json")
        return parse(log).asJsonObject.get("game").asString
    }

    /** What one vector file reads as: the value's JSON again, and the Unknown actions in it. */
    private class Read(val json: JsonElement, val unknown: Int)

    private fun read(game: String, kind: String, json: JsonElement): Read = when ("$game.$kind") {
        "hunt.log" -> gridwords.hunt.Log.fromJson(json).let { v ->
            Read(v.toJson(), v.actions.count { it.action is gridwords.hunt.Action.Unknown })
        }
        "duel.log" -> gridwords.duel.Log.fromJson(json).let { v ->
            Read(v.toJson(), v.actions.count { it.action is gridwords.duel.Action.Unknown })
        }
        "solo.log" -> gridwords.solo.Log.fromJson(json).let { v ->
            Read(v.toJson(), v.actions.count { it.action is gridwords.solo.Action.Unknown })
        }
        "hunt.result" -> Read(gridwords.hunt.GameResult.fromJson(json).toJson(), 0)
        "duel.result" -> Read(gridwords.duel.GameResult.fromJson(json).toJson(), 0)
        "solo.result" -> Read(gridwords.solo.GameResult.fromJson(json).toJson(), 0)
        else -> throw AssertionError("no type for a $game $kind: teach ShapesTest")
    }

    @Test
    fun everyVectorParsesAndWritesBack() {
        val problems = mutableListOf<String>()
        val counts = sortedMapOf<String, Int>()
        val files = vectors.walkTopDown().filter { it.isFile && it.name.endsWith(".json") }.sorted().toList()
        for (f in files) {
            val name = f.relativeTo(vectors).path
            try {
                // The seal vectors (run by the core and the C ABI): their
                // records are copies of the vectors' own, read here as those.
                if (f.name == "seals.json") continue
                if (f.name == "duel_bot_moves.json") {
                    // Each record's easy/medium/hard: a duel.Move each bot would play.
                    for (rec in parse(f).asJsonArray) for (bot in listOf("easy", "medium", "hard")) {
                        val m = rec.asJsonObject.get(bot) ?: continue
                        if (m.isJsonNull) continue
                        val back = gridwords.duel.Move.fromJson(m).toJson()
                        if (back.toString() != m.toString()) problems += "$name: $m wrote back as $back"
                        counts["duel.move"] = (counts["duel.move"] ?: 0) + 1
                    }
                    continue
                }
                val kind = when {
                    f.name.endsWith(".log.json") -> "log"
                    f.name.endsWith(".result.json") -> "result"
                    else -> throw AssertionError("neither a .log.json nor a .result.json: teach ShapesTest")
                }
                val game = gameOf(f)
                val json = parse(f)
                val r = read(game, kind, json)
                if (r.unknown != 0) problems += "$name: ${r.unknown} Unknown actions"
                if (r.json.toString() != json.toString()) problems += "$name: wrote back as\n${r.json}"
                counts["$game.$kind"] = (counts["$game.$kind"] ?: 0) + 1
            } catch (e: Exception) {
                problems += "$name: $e"
            }
        }
        if (problems.isNotEmpty()) fail(problems.joinToString("\n"))
        for (game in listOf("hunt", "duel", "solo")) {
            assertTrue("no $game logs in $vectors ($counts)", (counts["$game.log"] ?: 0) >= 4)
            assertTrue("no $game results in $vectors ($counts)", (counts["$game.result"] ?: 0) >= 4)
        }
        println("ShapesTest: parsed and wrote back ${files.size} files: $counts")
    }

    /** An action of a log, the engine's way: the log's keys, and gw_game_act's (action, seat, fields). */
    private fun checkAction(
        name: String,
        logged: JsonObject,
        readLogged: (JsonElement) -> JsonObject,
        readAction: (JsonElement) -> Pair<JsonObject, Boolean>,
        readSeatAction: (JsonElement) -> Pair<JsonObject, Boolean>,
        problems: MutableList<String>
    ) {
        val back = readLogged(logged)
        if (back.toString() != logged.toString()) problems += "$name: logged $logged wrote back as $back"
        // The action alone (no seq, at_ms, seat), and gw_game_act's form of it.
        val bare = JsonObject()
        val act = JsonObject()
        act.add("action", logged.get("action"))
        act.add("seat", logged.get("seat"))
        for ((k, v) in logged.entrySet()) {
            if (k !in setOf("seq", "at_ms", "seat")) bare.add(k, v)
            if (k !in setOf("seq", "at_ms", "seat", "action")) act.add(k, v)
        }
        for ((json, reader) in listOf(bare to readAction, act to readSeatAction)) {
            val (out, unknown) = reader(json)
            if (unknown) problems += "$name: $json read as Unknown"
            if (out.toString() != json.toString()) problems += "$name: $json wrote back as $out"
        }
    }

    @Test
    fun actionsWriteBackExactly() {
        val problems = mutableListOf<String>()
        var n = 0
        for (f in vectors.walkTopDown().filter { it.isFile && it.name.endsWith(".log.json") }.sorted()) {
            val log = parse(f).asJsonObject
            val name = f.relativeTo(vectors).path
            for (a in log.getAsJsonArray("actions")) {
                val o = a.asJsonObject
                n++
                when (log.get("game").asString) {
                    "hunt" -> checkAction(
                        name, o,
                        { gridwords.hunt.Logged.fromJson(it) { x -> gridwords.hunt.Action.fromJson(x) }.toJson { x -> x.toJson() } },
                        { gridwords.hunt.Action.fromJson(it).let { v -> v.toJson() to (v is gridwords.hunt.Action.Unknown) } },
                        { gridwords.hunt.SeatAction.fromJson(it).let { v -> v.toJson() to (v.action is gridwords.hunt.Action.Unknown) } },
                        problems
                    )
                    "duel" -> checkAction(
                        name, o,
                        { gridwords.duel.Logged.fromJson(it) { x -> gridwords.duel.Action.fromJson(x) }.toJson { x -> x.toJson() } },
                        { gridwords.duel.Action.fromJson(it).let { v -> v.toJson() to (v is gridwords.duel.Action.Unknown) } },
                        { gridwords.duel.SeatAction.fromJson(it).let { v -> v.toJson() to (v.action is gridwords.duel.Action.Unknown) } },
                        problems
                    )
                    "solo" -> checkAction(
                        name, o,
                        { gridwords.solo.Logged.fromJson(it) { x -> gridwords.solo.Action.fromJson(x) }.toJson { x -> x.toJson() } },
                        { gridwords.solo.Action.fromJson(it).let { v -> v.toJson() to (v is gridwords.solo.Action.Unknown) } },
                        { gridwords.solo.SeatAction.fromJson(it).let { v -> v.toJson() to (v.action is gridwords.solo.Action.Unknown) } },
                        problems
                    )
                    else -> problems += "$name: a log of an unknown game"
                }
            }
        }
        if (problems.isNotEmpty()) fail(problems.joinToString("\n"))
        assertTrue("no actions in $vectors", n > 100)
    }

    @Test
    fun actionsAsTheEngineTakesThem() {
        // The C ABI's examples (include/gridwords.h, gw_game_act), key for key.
        assertEquals(
            """{"action":"submit","seat":0,"word":"tone"}""",
            gridwords.hunt.SeatAction(0, gridwords.hunt.Action.Submit("tone")).toJson().toString()
        )
        assertEquals(
            """{"action":"ready","seat":1}""",
            gridwords.hunt.SeatAction(1, gridwords.hunt.Action.Ready).toJson().toString()
        )
        assertEquals(
            """{"action":"play","seat":0,"cell":6,"letter":"a","word":"ha"}""",
            gridwords.duel.SeatAction(0, gridwords.duel.Action.Play(cell = 6, letter = "a", word = "ha")).toJson().toString()
        )
        assertEquals(
            """{"action":"swap","seat":0,"a":86,"b":93}""",
            gridwords.solo.SeatAction(0, gridwords.solo.Action.Swap(86, 93)).toJson().toString()
        )
    }

    @Test
    fun numbersAreReadExactly() {
        val fractional = JsonParser.parseString("""{"action":"swap","seat":0,"a":1.5,"b":2}""")
        try {
            gridwords.solo.SeatAction.fromJson(fractional)
            fail("1.5 read as a Long")
        } catch (e: IllegalArgumentException) {
            assertTrue(e.message!!, e.message!!.contains("solo.Action(swap).a"))
        }
        val huge = JsonParser.parseString("""{"seq":1,"at_ms":9223372036854775808,"seat":0,"action":"ready"}""")
        try {
            gridwords.hunt.Logged.fromJson(huge) { gridwords.hunt.Action.fromJson(it) }
            fail("2^63 read as a Long")
        } catch (e: IllegalArgumentException) {
        }
        // The engine's one float.
        val rating = gridwords.solo.Rating.fromJson(JsonParser.parseString("""{"rating":8.5,"best":12}"""))
        assertEquals(gridwords.solo.Rating(8.5, 12), rating)
        assertEquals(gridwords.solo.Rating(null, null), gridwords.solo.Rating.fromJson(JsonParser.parseString("""{"rating":null,"best":null}""")))
        // A seed a person wrote as a number is its decimal digits.
        assertEquals("18446744073709551615", gridwords.solo.Config.fromJson(JsonParser.parseString("""{"seed":18446744073709551615}""")).seed)
        assertEquals("0x000000000000002a", gridwords.solo.Config.fromJson(JsonParser.parseString("""{"seed":"0x000000000000002a"}""")).seed)
    }

    @Test
    fun unknownVariantsAndValues() {
        val json = JsonParser.parseString("""{"type":"bonus","seat":0,"at_ms":5}""")
        val e = gridwords.hunt.Event.fromJson(json)
        assertTrue("$e", e is gridwords.hunt.Event.Unknown)
        assertEquals("bonus", e.tag)
        assertEquals(json.toString(), e.toJson().toString())
        val a = gridwords.duel.SeatAction.fromJson(JsonParser.parseString("""{"action":"pass","seat":1,"why":"tired"}"""))
        assertTrue("$a", a.action is gridwords.duel.Action.Unknown)
        assertEquals("""{"action":"pass","seat":1,"why":"tired"}""", a.toJson().toString())
        try {
            gridwords.hunt.EndReason.fromJson(JsonParser.parseString("\"meteor\""))
            fail("an unknown EndReason was read")
        } catch (e: IllegalArgumentException) {
            assertTrue(e.message!!, e.message!!.contains("meteor"))
        }
        assertEquals(gridwords.duel.SeatKind.BOT_EASY, gridwords.duel.SeatKind.fromJson(JsonParser.parseString("\"bot:easy\"")))
    }
}
