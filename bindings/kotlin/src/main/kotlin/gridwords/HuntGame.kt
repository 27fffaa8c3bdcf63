package gridwords

import com.sun.jna.Pointer
import com.sun.jna.ptr.LongByReference
import gridwords.hunt.Event
import gridwords.hunt.GameResult
import gridwords.hunt.View

/**
 * A game of Word Grid (`hunt`): 2–4 players, or one against a bot, hunt
 * words in one 4×4 tray. Each seat presses [ready]; the tray opens after
 * the countdown; [submit] sends a word as typed. A seat's `accepted` and
 * `miss` events are its own until the game is over: filter events per seat
 * with [eventsFor] before showing them to another.
 */
class HuntGame internal constructor(handle: Pointer) :
    Game<Event, View, GameResult>(handle, READERS) {

    /** [seat] presses Ready at [nowMs]. */
    fun ready(seat: Int, nowMs: Long): Events<Event> = events { C.gw_hunt_ready(handle, seat, nowMs, it) }

    /** [seat] sends [word] as typed (the engine trims and folds it); a word that does not score is a `miss` event. */
    fun submit(seat: Int, word: String, nowMs: Long): Events<Event> {
        val t = Text(word)
        return events { C.gw_hunt_submit_n(handle, seat, t.bytes, t.len, nowMs, it) }
    }

    /** [seat] leaves the game. */
    fun resign(seat: Int, nowMs: Long): Events<Event> = events { C.gw_hunt_resign(handle, seat, nowMs, it) }

    /** The tray's 16 letters, row-major (a secret before it opens: show it from the `round_open` event). */
    val tray: String get() = callString { C.gw_hunt_tray(handle, it) }

    companion object {
        private val READERS = Readers(Event.Companion::fromJson, View.Companion::fromJson, GameResult.Companion::fromJson)

        /**
         * A new game: [seats] are `"human"` (2–4 of them) or one `"human"`
         * and one `"bot"`; [seed] (a Long ≥ 0, or a String, decimal or
         * `"0x"` hex) deals the tray; [options] are the game's options by
         * name ([Gridwords.options]`("hunt")`), each at its default when left
         * out.
         */
        @JvmStatic
        @JvmOverloads
        fun create(
            seats: List<String>,
            seed: Any,
            nowMs: Long,
            options: Map<String, Any?> = emptyMap(),
            lexicon: Lexicon? = null
        ): HuntGame = Gridwords.newGame(
            Gridwords.configJson("hunt", mapOf("seats" to seats, "seed" to seed), options), nowMs, lexicon
        ) as HuntGame

        /** The tray [seed] deals (the same in every version and binding). */
        @JvmStatic
        fun deal(seed: Long): String = callString { C.gw_hunt_deal(seed, it) }

        /** Every word of the list (null: the shipped one) in [tray], with its first path, as the engine's JSON. */
        @JvmStatic
        @JvmOverloads
        fun solveJson(tray: String, lexicon: Lexicon? = null): String {
            val t = Text(tray)
            return callString { C.gw_hunt_solve_n(t.bytes, t.len, lexicon?.handle, it) }
        }

        /** What finding every word of the list in [tray] would score, with the default points. */
        @JvmStatic
        @JvmOverloads
        fun score(tray: String, lexicon: Lexicon? = null): Long {
            val t = Text(tray)
            val out = LongByReference()
            check { C.gw_hunt_score_n(t.bytes, t.len, lexicon?.handle, out) }
            return out.value
        }
    }
}
