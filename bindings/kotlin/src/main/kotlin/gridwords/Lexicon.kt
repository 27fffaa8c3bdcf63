package gridwords

import com.sun.jna.Memory
import com.sun.jna.Native
import com.sun.jna.Pointer
import com.sun.jna.ptr.ByteByReference
import com.sun.jna.ptr.PointerByReference
import java.io.Closeable
import java.util.concurrent.atomic.AtomicBoolean

/**
 * A word list other than the shipped one (which every call uses when given
 * none). Any number of threads and games may share one. Close it when no
 * game made on it is in use any more; a closed list is refused by the
 * library (`INVALID_HANDLE`), never read.
 */
class Lexicon private constructor(internal val handle: Pointer) : Closeable {
    private val closed = AtomicBoolean(false)

    /** Whether [word] (lower-case a–z, as it is) is in the list. */
    fun contains(word: String): Boolean {
        val t = Text(word)
        val out = ByteByReference()
        check { C.gw_lexicon_contains_n(handle, t.bytes, t.len, out) }
        return out.value.toInt() != 0
    }

    /** The number of words. */
    val size: Long
        get() {
            val out = Memory(Native.SIZE_T_SIZE.toLong())
            check { C.gw_lexicon_size(handle, out) }
            return readSizeT(out)
        }

    /** The list's fingerprint, as records pin it (`"lexicon_sha256"`). */
    val fingerprint: String get() = callString { C.gw_lexicon_fingerprint(handle, it) }

    override fun close() {
        if (closed.compareAndSet(false, true)) C.gw_lexicon_free(handle)
    }

    companion object {
        /**
         * A list of [words], each 1–32 letters a–z; order and duplicates do
         * not matter. A word outside that is `INVALID_LEXICON_WORD`.
         */
        @JvmStatic
        fun fromWords(words: List<String>): Lexicon {
            val list = TextArray(words)
            val out = PointerByReference()
            list.pinned { check { C.gw_lexicon_from_words_n(list.ptrs, list.lens, list.count, out) } }
            return Lexicon(out.value)
        }

        /** A list from the bytes of a compiled list (as `gridwords` tools write it). */
        @JvmStatic
        fun fromBytes(data: ByteArray): Lexicon {
            val out = PointerByReference()
            check { C.gw_lexicon_from_bytes(nonEmpty(data), SizeT(data.size.toLong()), out) }
            return Lexicon(out.value)
        }
    }
}

/**
 * Texts in as the `_n` calls take a list: the words' bytes in one block,
 * their pointers and lengths in two more (JNA's direct mapping passes no
 * arrays of pointers; the lengths let a word hold any byte, NUL included).
 */
internal class TextArray(words: List<String>) {
    private val encoded = words.map { it.toByteArray(Charsets.UTF_8) }
    private val text = Memory(encoded.sumBy { it.size } + 1L)
    val ptrs = Memory(maxOf(1, encoded.size).toLong() * Native.POINTER_SIZE)
    val lens = Memory(maxOf(1, encoded.size).toLong() * Native.SIZE_T_SIZE)
    val count = SizeT(encoded.size.toLong())

    /**
     * Runs [call] with the words' block held alive: only raw pointers lead
     * to it, so without the lock (which keeps an object reachable) the
     * collector could free it during the call.
     */
    fun <T> pinned(call: () -> T): T = synchronized(text) { call() }

    init {
        var at = 0L
        encoded.forEachIndexed { i, w ->
            text.write(at, w, 0, w.size)
            ptrs.setPointer(i.toLong() * Native.POINTER_SIZE, text.share(at))
            writeSizeT(lens, i.toLong() * Native.SIZE_T_SIZE, w.size.toLong())
            at += w.size
        }
    }
}

/** A `size_t` read from memory. */
internal fun readSizeT(p: Pointer, offset: Long = 0): Long =
    if (Native.SIZE_T_SIZE == 8) p.getLong(offset) else p.getInt(offset).toLong() and 0xffffffffL

/** A `size_t` written to memory. */
internal fun writeSizeT(p: Pointer, offset: Long, value: Long) {
    if (Native.SIZE_T_SIZE == 8) p.setLong(offset, value) else p.setInt(offset, value.toInt())
}

/** A byte array JNA passes as a real pointer even when empty (the length says 0). */
internal fun nonEmpty(data: ByteArray): ByteArray = if (data.isEmpty()) ByteArray(1) else data
