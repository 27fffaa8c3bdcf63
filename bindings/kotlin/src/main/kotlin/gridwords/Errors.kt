package gridwords

/**
 * A call the engine refused: [code] is the core's stable error code
 * (`"NOT_YOUR_TURN"`, `"CONTROL_CHARACTER"`, ...: the same names as the C
 * header's `GW_STATUS_*`, Python's `gridwords.Error.code` and Node's
 * `GridwordsError.code`), [status] its number, and the message the core's
 * text (`"NOT_YOUR_TURN: seat 1 cannot move now; it is seat 0's turn"`). A
 * refused call changed nothing.
 */
class GridwordsException(
    /** The core's stable error code. */
    val code: String,
    /** The C status number of [code]; never 0. */
    val status: Int,
    message: String
) : RuntimeException(message) {
    /** Whether this is `BOT_THINKING`: make the call again after the bot's move. */
    val isBotThinking: Boolean get() = code == "BOT_THINKING"
}

/** Text in: UTF-8 with one NUL after it, so even `""` is never a NULL pointer. */
internal class Text(s: String) {
    val bytes: ByteArray = (s + "\u0000").toByteArray(Charsets.UTF_8)
    val len: SizeT = SizeT((bytes.size - 1).toLong())
}

/**
 * Runs one C call and turns a status other than 0 into a
 * [GridwordsException] carrying the core's code and message, read on the
 * same thread right after the call (the C ABI keeps the last error per
 * thread).
 */
internal inline fun check(call: () -> Int) {
    val status = call()
    if (status != 0) {
        val message = C.gw_last_error_message().getString(0, "UTF-8")
        val code = C.gw_status_name(status).getString(0, "UTF-8")
        throw GridwordsException(code, status, message)
    }
}

/** A string the library handed out, copied and given back. */
internal fun takeString(p: com.sun.jna.Pointer?): String {
    requireNotNull(p) { "the library handed out NULL" }
    try {
        return p.getString(0, "UTF-8")
    } finally {
        C.gw_string_free(p)
    }
}

/** Runs a call whose last argument is a `char **`, and takes the string. */
internal inline fun callString(call: (com.sun.jna.ptr.PointerByReference) -> Int): String {
    val out = com.sun.jna.ptr.PointerByReference()
    check { call(out) }
    return takeString(out.value)
}

/** Runs a call whose last argument is a `GwBytes *`, and takes the bytes. */
internal inline fun takeBytes(call: (GwBytes) -> Int): ByteArray {
    val out = GwBytes()
    check { call(out) }
    out.read()
    try {
        val p = out.ptr ?: return ByteArray(0)
        return p.getByteArray(0, out.len.toInt())
    } finally {
        C.gw_bytes_free(out)
    }
}

/**
 * A count for a `size_t`: a negative Int is no count, refused here (a
 * number the C type cannot hold, as Python's and Node's argument readers
 * refuse one) rather than wrapped into a huge one.
 */
internal fun count(k: Int): SizeT {
    require(k >= 0) { "k must be 0 or more, not $k" }
    return SizeT(k.toLong())
}
