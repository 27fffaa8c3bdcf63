package gridwords

import com.sun.jna.Pointer
import com.sun.jna.ptr.ByteByReference
import com.sun.jna.ptr.IntByReference
import gridwords.duel.Event
import gridwords.duel.GameResult
import gridwords.duel.View

/**
 * A game of Wordgrid (`duel`): two players grow words out of SHEEP on a 5×5
 * grid, each on a chess clock. A bot's move is a search: call [think] after
 * each human move (and after making or restoring a game whose bot is to
 * move) and [advance] at [nextDueMs]; the player's moves here return at once.
 */
class DuelGame internal constructor(handle: Pointer) :
    Game<Event, View, GameResult>(handle, READERS) {

    /**
     * [seat] writes [letter] (any case) into [cell] (0–24, row-major) and
     * plays [word] through it; the engine traces its smallest path.
     */
    fun playWord(seat: Int, cell: Int, letter: Char, word: String, nowMs: Long): Events<Event> {
        val t = Text(word)
        return events { C.gw_duel_play_word_n(handle, seat, cell, letter.toInt(), t.bytes, t.len, nowMs, it) }
    }

    /** As [playWord], with the word given by its [path] of cells, through [cell]. */
    fun playPath(seat: Int, cell: Int, letter: Char, path: IntArray, nowMs: Long): Events<Event> {
        val cells = if (path.isEmpty()) null else path
        return events {
            C.gw_duel_play_path(handle, seat, cell, letter.toInt(), cells, SizeT(path.size.toLong()), nowMs, it)
        }
    }

    /** [seat] offers a draw. */
    fun offerDraw(seat: Int, nowMs: Long): Events<Event> = events { C.gw_duel_offer_draw(handle, seat, nowMs, it) }

    /** [seat] accepts the draw offered to it. */
    fun acceptDraw(seat: Int, nowMs: Long): Events<Event> = events { C.gw_duel_accept_draw(handle, seat, nowMs, it) }

    /** [seat] declines the draw offered to it. */
    fun declineDraw(seat: Int, nowMs: Long): Events<Event> = events { C.gw_duel_decline_draw(handle, seat, nowMs, it) }

    /** [seat] resigns (on either turn). */
    fun resign(seat: Int, nowMs: Long): Events<Event> = events { C.gw_duel_resign(handle, seat, nowMs, it) }

    /** The board: 25 characters, a letter or `.`, row-major. */
    val board: String get() = callString { C.gw_duel_board(handle, it) }

    /** The words spent so far, the start word first. */
    val played: List<String> get() = parseList(callString { C.gw_duel_played(handle, it) }) { it.asString }

    /** The seat to move, or null when the game is over. */
    val toMove: Int?
        get() {
            val seat = IntByReference()
            val has = ByteByReference()
            check { C.gw_duel_to_move(handle, seat, has) }
            return if (has.value.toInt() != 0) seat.value else null
        }

    /** Both seats' scores. */
    val scores: List<Long>
        get() {
            val out = IntArray(2)
            check { C.gw_duel_scores(handle, out) }
            return out.map { it.toLong() and 0xffffffffL }
        }

    /** Both seats' clocks, the ms each has left. */
    val clocksMs: List<Long>
        get() {
            val out = LongArray(2)
            check { C.gw_duel_clocks_ms(handle, out) }
            return out.toList()
        }

    /** Every legal move for the seat to move now, as the engine's JSON ([DuelGame.legalMovesJson]). */
    @JvmOverloads
    fun legalMovesJson(lexicon: Lexicon? = null): String = DuelGame.legalMovesJson(board, played, lexicon)

    /** The [k] best moves for the seat to move now, as the engine's JSON ([DuelGame.bestMovesJson]). */
    @JvmOverloads
    fun bestMovesJson(k: Int, lexicon: Lexicon? = null): String = DuelGame.bestMovesJson(board, played, k, lexicon)

    companion object {
        /**
         * Every legal move of a position ([board]: 25 characters a–z or `.`;
         * [played]: the words spent, the start word included), as the
         * engine's JSON `[{"cell","letter","path","word"},...]`.
         */
        @JvmStatic
        @JvmOverloads
        fun legalMovesJson(board: String, played: List<String>, lexicon: Lexicon? = null): String {
            val b = Text(board)
            val p = TextArray(played)
            return p.pinned { callString { C.gw_duel_legal_moves_n(b.bytes, b.len, p.ptrs, p.lens, p.count, lexicon?.handle, it) } }
        }

        /** The [k] best moves of a position (as [legalMovesJson]), with the opponent's best reply. */
        @JvmStatic
        @JvmOverloads
        fun bestMovesJson(board: String, played: List<String>, k: Int, lexicon: Lexicon? = null): String {
            val b = Text(board)
            val p = TextArray(played)
            return p.pinned {
                callString {
                    C.gw_duel_best_moves_n(b.bytes, b.len, p.ptrs, p.lens, p.count, count(k), lexicon?.handle, it)
                }
            }
        }

        private val READERS = Readers(Event.Companion::fromJson, View.Companion::fromJson, GameResult.Companion::fromJson)

        /**
         * A new game: two [seats] of `"human"`, `"bot:easy"`, `"bot:medium"`
         * and `"bot:hard"` (seat 0 moves first); [seed] drives the bots;
         * [options] by name ([Gridwords.options]`("duel")`: the stake, the
         * clock, the start word, ...).
         */
        @JvmStatic
        @JvmOverloads
        fun create(
            seats: List<String>,
            seed: Any,
            nowMs: Long,
            options: Map<String, Any?> = emptyMap(),
            lexicon: Lexicon? = null
        ): DuelGame = Gridwords.newGame(
            Gridwords.configJson("duel", mapOf("seats" to seats, "seed" to seed), options), nowMs, lexicon
        ) as DuelGame
    }
}
