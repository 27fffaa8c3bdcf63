package gridwords

import com.sun.jna.IntegerType
import com.sun.jna.Native
import com.sun.jna.NativeLibrary
import com.sun.jna.Pointer
import com.sun.jna.Structure
import com.sun.jna.ptr.ByteByReference
import com.sun.jna.ptr.IntByReference
import com.sun.jna.ptr.LongByReference
import com.sun.jna.ptr.PointerByReference

/**
 * A C `size_t`: 8 bytes on 64-bit ABIs, 4 on 32-bit ones (armeabi-v7a, x86),
 * so a length is never passed in the wrong width.
 */
internal class SizeT @JvmOverloads constructor(value: Long = 0) :
    IntegerType(Native.SIZE_T_SIZE, value, true) {
    // Kotlin sees java.lang.Number's narrowing conversions as abstract.
    override fun toByte(): Byte = toLong().toByte()
    override fun toChar(): Char = toLong().toChar()
    override fun toShort(): Short = toLong().toShort()
}

/** `GwBytes`, `{uint8_t *ptr; size_t len;}`: a buffer the library hands out. */
@Structure.FieldOrder("ptr", "len")
internal class GwBytes : Structure() {
    @JvmField var ptr: Pointer? = null
    @JvmField var len: SizeT = SizeT()
}

/**
 * The C ABI (`include/gridwords.h`), bound with JNA's direct mapping: each
 * `external` function is registered with the library's symbol of the same
 * name when this object is first used. Text goes in through the `_n` twins
 * (pointer and byte length), so a Kotlin string holding `\u0000` reaches the
 * engine whole and is judged there, as in Python and Node. Only the
 * functions the Kotlin layer calls are declared; the names, argument order
 * and types follow the header exactly (ProGuard/R8 must keep this class's
 * names: see bindings/kotlin/proguard-rules.pro).
 *
 * Loading checks the library's `gw_abi_version()` against
 * [Gridwords.ABI_VERSION] before anything else, and fails with an
 * `UnsatisfiedLinkError` naming both when they differ.
 *
 * The library is found by its name, `gridwords_ffi` (`libgridwords_ffi.so`
 * in an app's `jniLibs/<abi>/`, `.dylib` on macOS); the system property
 * `gridwords.library` names another (a path, or a name such as `gridwords`
 * for an installed `libgridwords.so`).
 */
@Suppress("FunctionName", "LongParameterList")
internal object C {
    /** The library this process uses: `gridwords.library`, else `gridwords_ffi`. */
    val libraryName: String = System.getProperty("gridwords.library") ?: "gridwords_ffi"

    init {
        val library = NativeLibrary.getInstance(libraryName)
        // The ABI first, by itself: a library of another ABI may lack a
        // function registered below, and its error would name the function,
        // not the mismatch.
        val abi = library.getFunction("gw_abi_version").invokeInt(arrayOf())
        if (abi != Gridwords.ABI_VERSION) {
            throw UnsatisfiedLinkError(
                "gridwords: ${library.file} has C ABI $abi; this package needs ${Gridwords.ABI_VERSION}"
            )
        }
        Native.register(C::class.java, library)
    }

    @JvmStatic external fun gw_abi_version(): Int
    @JvmStatic external fun gw_version(): Pointer
    @JvmStatic external fun gw_status_name(status: Int): Pointer
    @JvmStatic external fun gw_last_error_message(): Pointer
    @JvmStatic external fun gw_string_free(s: Pointer?)
    @JvmStatic external fun gw_bytes_free(bytes: GwBytes)
    @JvmStatic external fun gw_warm_up(lexicon: Pointer?): Int

    // Games: made, restored, rebuilt, freed.
    @JvmStatic external fun gw_game_new_n(config: ByteArray, len: SizeT, lexicon: Pointer?, nowMs: Long, out: PointerByReference): Int
    @JvmStatic external fun gw_game_options_n(game: ByteArray, len: SizeT, out: PointerByReference): Int
    @JvmStatic external fun gw_game_restore(data: ByteArray, len: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_game_restore_sealed(sealed: ByteArray, len: SizeT, key: ByteArray, keyLen: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_game_from_log_n(log: ByteArray, len: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_game_free(game: Pointer?)
    @JvmStatic external fun gw_game_name(game: Pointer, out: PointerByReference): Int

    // Driving a game.
    @JvmStatic external fun gw_game_act_n(game: Pointer, action: ByteArray, len: SizeT, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_game_advance(game: Pointer, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_game_think(game: Pointer): Int
    @JvmStatic external fun gw_game_play_out(game: Pointer, out: PointerByReference?): Int
    @JvmStatic external fun gw_game_rebase(game: Pointer, nowOld: Long, nowNew: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_game_set_clamp_times(game: Pointer, clamp: Boolean): Int

    // Reading a game.
    @JvmStatic external fun gw_game_events_for_n(game: Pointer, events: ByteArray, len: SizeT, viewer: Long, out: PointerByReference): Int
    @JvmStatic external fun gw_game_view(game: Pointer, viewer: Long, out: PointerByReference): Int
    @JvmStatic external fun gw_game_result(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_game_is_over(game: Pointer, out: ByteByReference): Int
    @JvmStatic external fun gw_game_next_due(game: Pointer, out: LongByReference, has: ByteByReference): Int
    @JvmStatic external fun gw_game_seat_count(game: Pointer, out: Pointer): Int
    @JvmStatic external fun gw_game_clock_ms(game: Pointer, out: LongByReference): Int
    @JvmStatic external fun gw_game_log(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_game_config(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_game_snapshot(game: Pointer, out: GwBytes): Int

    // Records.
    @JvmStatic external fun gw_replay_n(log: ByteArray, len: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_verify_report_n(log: ByteArray, logLen: SizeT, result: ByteArray, resultLen: SizeT, lexicon: Pointer?, flags: Int, out: PointerByReference): Int

    // Sealed records.
    @JvmStatic external fun gw_seal_json_n(kind: Int, record: ByteArray, recordLen: SizeT, key: ByteArray, keyLen: SizeT, keyId: ByteArray, keyIdLen: SizeT, out: PointerByReference): Int
    @JvmStatic external fun gw_open_json_n(sealed: ByteArray, len: SizeT, key: ByteArray, keyLen: SizeT, outKind: IntByReference?, outKeyId: PointerByReference?, out: PointerByReference): Int
    @JvmStatic external fun gw_seal_snapshot_n(snapshot: ByteArray, len: SizeT, key: ByteArray, keyLen: SizeT, keyId: ByteArray, keyIdLen: SizeT, out: GwBytes): Int
    @JvmStatic external fun gw_open_snapshot(sealed: ByteArray, len: SizeT, key: ByteArray, keyLen: SizeT, outKeyId: PointerByReference?, out: GwBytes): Int
    @JvmStatic external fun gw_seal_key_id(sealed: ByteArray, len: SizeT, out: PointerByReference): Int
    @JvmStatic external fun gw_verify_sealed_n(log: ByteArray, logLen: SizeT, result: ByteArray, resultLen: SizeT, lexicon: Pointer?, key: ByteArray, keyLen: SizeT, flags: Int, out: ByteByReference, outReport: PointerByReference?): Int

    // Word Grid.
    @JvmStatic external fun gw_hunt_deal(seed: Long, out: PointerByReference): Int
    @JvmStatic external fun gw_hunt_solve_n(tray: ByteArray, len: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_hunt_score_n(tray: ByteArray, len: SizeT, lexicon: Pointer?, out: LongByReference): Int
    @JvmStatic external fun gw_hunt_ready(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_hunt_submit_n(game: Pointer, seat: Int, word: ByteArray, len: SizeT, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_hunt_resign(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_hunt_tray(game: Pointer, out: PointerByReference): Int

    // Wordgrid.
    @JvmStatic external fun gw_duel_legal_moves_n(board: ByteArray, boardLen: SizeT, played: Pointer, playedLens: Pointer, playedLen: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_duel_best_moves_n(board: ByteArray, boardLen: SizeT, played: Pointer, playedLens: Pointer, playedLen: SizeT, k: SizeT, lexicon: Pointer?, out: PointerByReference): Int
    @JvmStatic external fun gw_duel_play_word_n(game: Pointer, seat: Int, cell: Int, letter: Int, word: ByteArray, len: SizeT, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_play_path(game: Pointer, seat: Int, cell: Int, letter: Int, path: IntArray?, len: SizeT, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_offer_draw(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_accept_draw(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_decline_draw(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_resign(game: Pointer, seat: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_duel_board(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_duel_played(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_duel_to_move(game: Pointer, seat: IntByReference, has: ByteByReference): Int
    @JvmStatic external fun gw_duel_scores(game: Pointer, out: IntArray): Int
    @JvmStatic external fun gw_duel_clocks_ms(game: Pointer, out: LongArray): Int

    // Sóló.
    @JvmStatic external fun gw_solo_deal(seed: Long, out: PointerByReference): Int
    @JvmStatic external fun gw_solo_swap(game: Pointer, a: Int, b: Int, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_solo_finish(game: Pointer, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_solo_cancel(game: Pointer, nowMs: Long, out: PointerByReference?): Int
    @JvmStatic external fun gw_solo_field(game: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_solo_score(game: Pointer, out: IntByReference): Int
    @JvmStatic external fun gw_solo_best_swaps(game: Pointer, k: SizeT, out: PointerByReference): Int

    // Word lists.
    @JvmStatic external fun gw_lexicon_from_words_n(words: Pointer?, lens: Pointer?, count: SizeT, out: PointerByReference): Int
    @JvmStatic external fun gw_lexicon_from_bytes(data: ByteArray, len: SizeT, out: PointerByReference): Int
    @JvmStatic external fun gw_lexicon_contains_n(lexicon: Pointer, word: ByteArray, len: SizeT, out: ByteByReference): Int
    @JvmStatic external fun gw_lexicon_size(lexicon: Pointer, out: Pointer): Int
    @JvmStatic external fun gw_lexicon_fingerprint(lexicon: Pointer, out: PointerByReference): Int
    @JvmStatic external fun gw_lexicon_free(lexicon: Pointer?)
}
