package gridwords

import java.io.File

/**
 * The repository's shared test data: the folder named by the system
 * property `gridwords.tests` (the Makefile passes the repository's
 * `tests/`), read only.
 */
object Fixtures {
    val tests: File = File(
        System.getProperty("gridwords.tests") ?: error("set -Dgridwords.tests=<repo>/tests")
    )

    fun read(relative: String): String = File(tests, relative).readText(Charsets.UTF_8)
}
