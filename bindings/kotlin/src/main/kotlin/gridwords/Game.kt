package gridwords

import com.google.gson.JsonElement
import com.sun.jna.Memory
import com.sun.jna.Native
import com.sun.jna.Pointer
import com.sun.jna.ptr.ByteByReference
import com.sun.jna.ptr.LongByReference
import com.sun.jna.ptr.PointerByReference
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.Closeable
import java.util.concurrent.atomic.AtomicBoolean

/**
 * Events a call caused, typed ([E] is the game's `Event`), with the JSON
 * they came as ([json], the engine's bytes: forward it, or filter it per
 * seat first with [Game.eventsFor]).
 */
class Events<E> internal constructor(
    /** The engine's JSON array, as the C ABI gave it. */
    val json: String,
    private val list: List<E>
) : List<E> by list {
    override fun toString(): String = list.toString()

    companion object {
        /** No events (`[]`). */
        @JvmStatic
        fun <E> empty(): Events<E> = Events("[]", emptyList())
    }
}

/**
 * How one game's shapes are read: what a [Game] of that kind parses its
 * JSON into. The generated `Shapes.kt` of each game gives the readers.
 */
internal class Readers<E, V, R>(
    val event: (JsonElement) -> E,
    val view: (JsonElement) -> V,
    val result: (JsonElement) -> R
)

/**
 * One game of any kind on its library handle, closed once with [close]
 * (or `use { }`): the calls every game has. [HuntGame], [DuelGame] and
 * [SoloGame] add their typed calls and types.
 *
 * Threads: a game may be used from any thread; the library orders calls on
 * one game by its lock and never holds that lock through a bot's search.
 * Calls that may search or wait for one ([advance], [think], [playOut],
 * [rebase]) are `suspend` functions that run on [dispatcher]
 * (`Dispatchers.Default` unless set), with a `...Blocking` twin for a
 * worker thread of the host's own; every other call returns at once and is
 * safe on the UI thread. An action made past a bot's due move while its
 * search runs elsewhere is `BOT_THINKING` ([GridwordsException.isBotThinking]):
 * [awaitingBot] turns that into waiting for the move.
 *
 * Times are the host's monotonic clock in whole ms (`SystemClock.elapsedRealtime()`
 * on Android). A closed game's calls are refused by the library
 * (`INVALID_HANDLE`): handles are never reused, so a late callback never
 * drives another game.
 */
abstract class Game<E : Any, V : Any, R : Any> internal constructor(
    internal val handle: Pointer,
    private val read: Readers<E, V, R>
) : Closeable {
    private val closed = AtomicBoolean(false)

    /** Where the `suspend` calls run; `Dispatchers.Default` unless set. */
    @Volatile
    var dispatcher: CoroutineDispatcher = Dispatchers.Default

    /** The game's name as records spell it: `"hunt"`, `"duel"` or `"solo"`. */
    val name: String
        get() {
            val out = PointerByReference()
            check { C.gw_game_name(handle, out) }
            return out.value.getString(0, "UTF-8")
        }

    /** Releases the game; a second call does nothing. */
    override fun close() {
        if (closed.compareAndSet(false, true)) C.gw_game_free(handle)
    }

    internal fun events(call: (PointerByReference) -> Int): Events<E> {
        val json = callString(call)
        return Events(json, parseList(json, read.event))
    }

    /** One action as JSON (`{"action":"...","seat":n,...}`, the game's `Action` with its seat). */
    fun actJson(actionJson: String, nowMs: Long): Events<E> {
        val t = Text(actionJson)
        return events { C.gw_game_act_n(handle, t.bytes, t.len, nowMs, it) }
    }

    /** Moves the clock to [nowMs] on this thread (it may search or wait for a bot's move). */
    fun advanceBlocking(nowMs: Long): Events<E> = events { C.gw_game_advance(handle, nowMs, it) }

    /** Moves the clock to [nowMs]: what fell due happens (countdowns, deadlines, a bot's move, the end). */
    suspend fun advance(nowMs: Long): Events<E> = withContext(dispatcher) { advanceBlocking(nowMs) }

    /** Runs the standing bot turn's search now, on this thread (see [think]). */
    fun thinkBlocking() = check { C.gw_game_think(handle) }

    /**
     * Runs the bot's search for its turn now, so nothing waits when its move
     * falls due: call it after each human move and after making or
     * restoring a game whose bot is to move. Returns at once when no bot's
     * turn stands or its search has begun.
     */
    suspend fun think() = withContext(dispatcher) { thinkBlocking() }

    /** Plays the game to its end with no seat acting, on this thread. */
    fun playOutBlocking(): Events<E> = events { C.gw_game_play_out(handle, it) }

    /** Plays the game to its end with no seat acting (bots move, deadlines pass). */
    suspend fun playOut(): Events<E> = withContext(dispatcher) { playOutBlocking() }

    /** [rebase] on this thread. */
    fun rebaseBlocking(nowOld: Long, nowNew: Long): Events<E> =
        events { C.gw_game_rebase(handle, nowOld, nowNew, it) }

    /**
     * Moves the game to a new host clock: [nowOld] on the old clock is
     * [nowNew] on the new one. After a reboot: restore, then
     * `rebase(game.clockMs, now)`.
     */
    suspend fun rebase(nowOld: Long, nowNew: Long): Events<E> =
        withContext(dispatcher) { rebaseBlocking(nowOld, nowNew) }

    /**
     * Makes [action] (one of this game's calls at [nowMs]); if it is
     * refused with `BOT_THINKING` (a bot's due move is being searched on
     * another thread), waits for that move off this thread with
     * [advance] at [nowMs] and makes it again. The events are the bot's
     * move's and then the action's.
     */
    suspend fun awaitingBot(nowMs: Long, action: () -> Events<E>): Events<E> {
        val before = ArrayList<Events<E>>()
        while (true) {
            try {
                val done = action()
                if (before.isEmpty()) return done
                before.add(done)
                return joined(before)
            } catch (e: GridwordsException) {
                if (!e.isBotThinking) throw e
                before.add(advance(nowMs))
            }
        }
    }

    private fun joined(parts: List<Events<E>>): Events<E> {
        val json = parts.filter { it.isNotEmpty() }.joinToString(",", "[", "]") { it.json.trim().removeSurrounding("[", "]") }
        return Events(json, parts.flatten())
    }

    /** The events of [events] that [viewer] (a seat, or null for spectators) may see. */
    fun eventsFor(events: Events<E>, viewer: Int?): Events<E> {
        val t = Text(events.json)
        val json = callString { C.gw_game_events_for_n(handle, t.bytes, t.len, viewerArg(viewer), it) }
        return Events(json, parseList(json, read.event))
    }

    /** What [viewer] (a seat, or null for spectators) may see now, as the engine's JSON. */
    fun viewJson(viewer: Int?): String = callString { C.gw_game_view(handle, viewerArg(viewer), it) }

    /** What [viewer] (a seat, or null for spectators) may see now. */
    fun view(viewer: Int?): V = read.view(parseJson(viewJson(viewer)))

    /** The result as the engine's JSON (`null` JSON while the game goes on). */
    fun resultJson(): String = callString { C.gw_game_result(handle, it) }

    /** The result, or null while the game goes on. */
    val result: R?
        get() {
            val json = parseJson(resultJson())
            return if (json.isJsonNull) null else read.result(json)
        }

    /** Whether the game is over. */
    val isOver: Boolean
        get() {
            val out = ByteByReference()
            check { C.gw_game_is_over(handle, out) }
            return out.value.toInt() != 0
        }

    /** When [advance] next has something to do, or null when nothing is due. */
    val nextDueMs: Long?
        get() {
            val at = LongByReference()
            val has = ByteByReference()
            check { C.gw_game_next_due(handle, at, has) }
            return if (has.value.toInt() != 0) at.value else null
        }

    /** The number of seats. */
    val seatCount: Int
        get() {
            val out = Memory(Native.SIZE_T_SIZE.toLong())
            check { C.gw_game_seat_count(handle, out) }
            return readSizeT(out).toInt()
        }

    /** The game's clock: the latest time a successful call saw. */
    val clockMs: Long
        get() {
            val out = LongByReference()
            check { C.gw_game_clock_ms(handle, out) }
            return out.value
        }

    /**
     * Takes an earlier time than the game's clock as the clock (for several
     * threads reading one monotonic clock); off unless set. Not kept in
     * snapshots or logs.
     */
    fun setClampTimes(clamp: Boolean) = check { C.gw_game_set_clamp_times(handle, clamp) }

    /** The game's log (JSON): replay it with [Gridwords.replay]. A secret until the game is over. */
    fun log(): String = callString { C.gw_game_log(handle, it) }

    /** The game's config with every default filled in (JSON). */
    fun config(): String = callString { C.gw_game_config(handle, it) }

    /** The game's state as bytes: [Gridwords.restore] makes the same game again. */
    fun snapshot(): ByteArray = takeBytes { C.gw_game_snapshot(handle, it) }
}

/** A viewer for the C ABI: a seat number, or -1 for spectators. */
internal fun viewerArg(viewer: Int?): Long = viewer?.toLong() ?: -1L

