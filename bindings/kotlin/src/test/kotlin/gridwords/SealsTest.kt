package gridwords

import com.google.gson.JsonObject
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.fail
import org.junit.Test

/**
 * The cross-language seal vectors (tests/vectors/seals.json, made by
 * core/tests/seal_vectors.rs) through the Kotlin layer: each record seals
 * byte for byte and opens to itself, every tampered copy fails with its
 * code, and the sealed snapshot restores with its key ([Gridwords.restoreSealed])
 * into the game its record is, tampered copies and the wrong key refused.
 */
class SealsTest {
    private val vectors = parseJson(Fixtures.read("vectors/seals.json")).asJsonObject
    private val key = hex(vectors["key"].asString)
    private val keyId = vectors["key_id"].asString
    private val records: Map<String, JsonObject> =
        vectors["records"].asJsonArray.associate { it.asJsonObject["kind"].asString to it.asJsonObject }
    private val words = Lexicon.fromWords(listOf("ha", "sheep"))

    private fun hex(text: String): ByteArray =
        ByteArray(text.length / 2) { text.substring(2 * it, 2 * it + 2).toInt(16).toByte() }

    private fun code(call: () -> Any?): String {
        try {
            call()
        } catch (e: GridwordsException) {
            return e.code
        }
        fail("not refused")
        throw AssertionError()
    }

    @Test
    fun everyRecordSealsByteForByteAndOpensToItself() {
        assertEquals(listOf("log", "result", "snapshot"), records.keys.toList())
        for (kind in listOf("log", "result")) {
            val r = records.getValue(kind)
            val sealKind = Gridwords.SealKind.valueOf(kind.toUpperCase())
            assertEquals(r["sealed"].asString, Gridwords.seal(sealKind, r["record"].asString, key, keyId))
            assertEquals(r["record"].asString, Gridwords.openSealed(r["sealed"].asString, key))
            for (t in r["tampered"].asJsonArray.map { it.asJsonObject }) {
                assertEquals(t["name"].asString, t["code"].asString, code { Gridwords.openSealed(t["sealed"].asString, key) })
            }
        }
        val snap = records.getValue("snapshot")
        val (record, sealed) = hex(snap["record"].asString) to hex(snap["sealed"].asString)
        assertArrayEquals(sealed, Gridwords.sealSnapshot(record, key, keyId))
        assertArrayEquals(record, Gridwords.openSnapshot(sealed, key))
    }

    @Test
    fun aSealedSnapshotRestoresWithItsKey() {
        val snap = records.getValue("snapshot")
        val (record, sealed) = hex(snap["record"].asString) to hex(snap["sealed"].asString)
        Gridwords.restoreSealed(sealed, key, words).use { g ->
            assertArrayEquals(record, g.snapshot())
            assertEquals(records.getValue("result")["record"].asString, g.resultJson())
        }
        for (t in snap["tampered"].asJsonArray.map { it.asJsonObject }) {
            assertEquals(t["name"].asString, t["code"].asString, code { Gridwords.restoreSealed(hex(t["sealed"].asString), key, words) })
        }
        assertEquals("NOT_SEALED", code { Gridwords.restoreSealed(record, key, words) })
        assertEquals("SEAL_BROKEN", code { Gridwords.restoreSealed(sealed, ByteArray(32), words) })
        assertEquals("INVALID_KEY", code { Gridwords.restoreSealed(sealed, key.copyOf(15), words) })
        assertEquals("LEXICON_MISMATCH", code { Gridwords.restoreSealed(sealed, key) })
        assertEquals("NOT_SEALED", code { Gridwords.restore(sealed, words) })
    }
}
