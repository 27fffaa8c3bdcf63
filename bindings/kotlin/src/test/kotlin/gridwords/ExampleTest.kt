package gridwords

import gridwords.examples.DuelScreen
import kotlinx.coroutines.GlobalScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.util.concurrent.atomic.AtomicInteger

/**
 * examples/DuelScreen.kt, the example docs/mobile.md shows, runs: the
 * player's move, then the hard bot's reply delivered by the screen's own
 * timer. The clock runs a thousand times fast (a bot "thinks" seconds of
 * game time). And docs/mobile.md quotes the file as it is.
 */
class ExampleTest {
    @Test
    fun theScreenPlaysAMoveAndTheBotReplies() = runBlocking {
        val t0 = System.nanoTime()
        val clock = { (System.nanoTime() - t0) / 1_000 }
        val shown = AtomicInteger()
        DuelScreen(GlobalScope, clock) { _, _ -> shown.incrementAndGet() }.use { screen ->
            val g = screen.game
            val m = parseJson(g.legalMovesJson()).asJsonArray[0].asJsonObject
            screen.play(m["cell"].asInt, m["letter"].asString[0], m["word"].asString).join()
            withTimeout(60_000) {
                while (g.played.size < 3 && !g.isOver) delay(5)
            }
            assertEquals(listOf("sheep", m["word"].asString), g.played.take(2))
            assertTrue(g.isOver || g.toMove == 0)
            assertTrue(shown.get() >= 2)
        }
        Unit
    }

    @Test
    fun theDocsQuoteTheExampleAsItIs() {
        val example = File(Fixtures.tests, "../bindings/kotlin/examples/DuelScreen.kt").readText()
        val doc = File(Fixtures.tests, "../docs/mobile.md").readText()
        assertTrue("docs/mobile.md must quote examples/DuelScreen.kt verbatim", doc.contains(example.trimEnd()))
    }
}
