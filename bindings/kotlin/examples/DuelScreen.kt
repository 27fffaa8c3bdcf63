// The shape of an Android screen playing Wordgrid against the hard bot,
// with nothing of Android in it so the JVM tests compile and run it
// (ExampleTest): in an app, `scope` is `viewModelScope`, `clock` is
// `SystemClock::elapsedRealtime`, and `show` updates the UI state.
// docs/mobile.md shows this file.
package gridwords.examples

import gridwords.DuelGame
import gridwords.Events
import gridwords.Gridwords
import gridwords.GridwordsException
import gridwords.duel.Event
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import java.io.Closeable

class DuelScreen(
    private val scope: CoroutineScope,
    private val clock: () -> Long,
    private val show: (board: String, events: Events<Event>) -> Unit
) : Closeable {
    val game: DuelGame = DuelGame.create(listOf("human", "bot:hard"), seed = 42L, nowMs = clock())
    private var ticking: Job? = null

    init {
        Gridwords.check() // header and library agree
        tick()
    }

    /**
     * The player's move, on the UI thread: it returns at once. Past the
     * bot's due move while its search runs, awaitingBot waits for the move
     * (off this thread) instead of failing with BOT_THINKING.
     */
    fun play(cell: Int, letter: Char, word: String) = scope.launch {
        val now = clock()
        try {
            val events = game.awaitingBot(now) { game.playWord(0, cell, letter, word, now) }
            show(game.board, events)
            game.think() // the bot's search starts now, on Dispatchers.Default
            tick()
        } catch (e: GridwordsException) {
            // A refusal changed nothing: e.code is the core's code
            // ("WORD_NOT_IN_LIST", "CELL_FILLED", ...), e.message its text.
            show(game.board, Events.empty())
        }
    }

    /** Advances the game at each due time: the bot's moves, the clocks running out. */
    private fun tick() {
        ticking?.cancel()
        ticking = scope.launch {
            while (!game.isOver) {
                val due = game.nextDueMs ?: break
                delay(maxOf(0L, due - clock()))
                show(game.board, game.advance(maxOf(due, clock())))
            }
        }
    }

    override fun close() {
        ticking?.cancel()
        game.close()
    }
}
