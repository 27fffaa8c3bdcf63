package gridwords

import com.sun.jna.Pointer
import com.sun.jna.ptr.IntByReference
import gridwords.solo.Event
import gridwords.solo.GameResult
import gridwords.solo.View

/**
 * A game of Sóló (`solo`): one player, seat 0, swaps letters on a 10×10
 * field for five minutes from creation; words scored freeze.
 */
class SoloGame internal constructor(handle: Pointer) :
    Game<Event, View, GameResult>(handle, READERS) {

    /** Swaps the letters of Free cells [a] and [b] (0–99, row-major). */
    fun swap(a: Int, b: Int, nowMs: Long): Events<Event> = events { C.gw_solo_swap(handle, a, b, nowMs, it) }

    /** Ends the game keeping the score (before the first swap it cancels it). */
    fun finish(nowMs: Long): Events<Event> = events { C.gw_solo_finish(handle, nowMs, it) }

    /** Cancels the game; only before the first swap (later: `CANCEL_TOO_LATE`). */
    fun cancel(nowMs: Long): Events<Event> = events { C.gw_solo_cancel(handle, nowMs, it) }

    /** The field: 100 letters, row-major. */
    val field: String get() = callString { C.gw_solo_field(handle, it) }

    /** The score so far. */
    val score: Long
        get() {
            val out = IntByReference()
            check { C.gw_solo_score(handle, out) }
            return out.value.toLong() and 0xffffffffL
        }

    /** The [k] swaps that would score most now, as the engine's JSON (`[{"a","b","points","words"},...]`). */
    fun bestSwapsJson(k: Int): String = callString { C.gw_solo_best_swaps(handle, count(k), it) }

    companion object {
        private val READERS = Readers(Event.Companion::fromJson, View.Companion::fromJson, GameResult.Companion::fromJson)

        /** A new game: [seed] places the letters; [options] by name ([Gridwords.options]`("solo")`). */
        @JvmStatic
        @JvmOverloads
        fun create(
            seed: Any,
            nowMs: Long,
            options: Map<String, Any?> = emptyMap(),
            lexicon: Lexicon? = null
        ): SoloGame = Gridwords.newGame(
            Gridwords.configJson("solo", mapOf("seed" to seed), options), nowMs, lexicon
        ) as SoloGame

        /** The field [seed] deals. */
        @JvmStatic
        fun deal(seed: Long): String = callString { C.gw_solo_deal(seed, it) }
    }
}
