package gridwords

import com.google.gson.JsonElement
import com.google.gson.JsonObject
import com.sun.jna.Pointer
import com.sun.jna.ptr.ByteByReference
import com.sun.jna.ptr.PointerByReference

/**
 * One option of a game's config as the core declares it (`gw_game_options`):
 * its [name] as the config spells it, its [type] (`"whole"`, `"word"` or
 * `"table"`) with its range, its [default], whether changing it takes a
 * game off the standard rules ([analysis]: not rated, not settled), and its
 * [doc]. A game's options come from the library, never from this package,
 * so an option a newer engine adds needs no Kotlin change: pass it by name
 * in a constructor's `options` map.
 */
data class GameOption(
    val name: String,
    val type: String,
    val default: JsonElement,
    val analysis: Boolean,
    val doc: String,
    /** The smallest value of a `"whole"` option. */
    val min: Long?,
    /** The largest value of a `"whole"` option, or of each number of a `"table"`. */
    val max: Long?,
    /** The length of a `"word"` or `"table"` option. */
    val len: Long?,
    /** The declaration as the library gave it. */
    val json: JsonObject
)

/**
 * The calls that need no game: the library's version, warm-up, the games'
 * options, and records (restore, rebuild, replay, verify) of any game.
 */
object Gridwords {
    /**
     * The C ABI version this package was written against (`GW_ABI_VERSION`
     * of `include/gridwords.h`); [check] holds the loaded library to it.
     */
    const val ABI_VERSION: Int = 2

    /** The C ABI version of the loaded library. */
    @JvmStatic
    val abiVersion: Int get() = C.gw_abi_version()

    /** The loaded library's version (the Rust crate's, e.g. `"0.1.0"`). */
    @JvmStatic
    val version: String get() = C.gw_version().getString(0, "UTF-8")

    /**
     * Fails when the loaded library is not the one this package was written
     * for: call it at start-up (in `Application.onCreate`, say).
     */
    @JvmStatic
    fun check() {
        val loaded = abiVersion
        if (loaded != ABI_VERSION) {
            throw IllegalStateException(
                "gridwords: the library ${C.libraryName} has C ABI $loaded; this package needs $ABI_VERSION"
            )
        }
    }

    /**
     * The process's one-time work now (the shipped list's check, the
     * solver's trie), so the first game or search does not pay for it:
     * call it once at launch on a background thread. With [lexicon], that
     * list's trie too.
     */
    @JvmStatic
    @JvmOverloads
    fun warmUp(lexicon: Lexicon? = null) = check { C.gw_warm_up(lexicon?.handle) }

    /** The options of the game named [game] as the core declares them. */
    @JvmStatic
    fun options(game: String): List<GameOption> = parseList(optionsJson(game)) { e ->
        val o = e.asJsonObject
        GameOption(
            name = o["name"].asString,
            type = o["type"].asString,
            default = o["default"],
            analysis = o["analysis"].asBoolean,
            doc = o["doc"].asString,
            min = o["min"]?.asLong,
            max = o["max"]?.asLong,
            len = o["len"]?.asLong,
            json = o
        )
    }

    /** [options] as the library's JSON. */
    @JvmStatic
    fun optionsJson(game: String): String {
        val t = Text(game)
        return callString { C.gw_game_options_n(t.bytes, t.len, it) }
    }

    /** A new game from a JSON config naming its game (`{"game":"duel",...}`). */
    @JvmStatic
    @JvmOverloads
    fun newGame(configJson: String, nowMs: Long, lexicon: Lexicon? = null): Game<*, *, *> {
        val t = Text(configJson)
        return wrap(made { C.gw_game_new_n(t.bytes, t.len, lexicon?.handle, nowMs, it) })
    }

    /** The game a [Game.snapshot] was taken of, on [lexicon] (null: the shipped list). */
    @JvmStatic
    @JvmOverloads
    fun restore(snapshot: ByteArray, lexicon: Lexicon? = null): Game<*, *, *> =
        wrap(made {
            C.gw_game_restore(nonEmpty(snapshot), SizeT(snapshot.size.toLong()), lexicon?.handle, it)
        })

    /**
     * The game of a snapshot this host sealed ([sealSnapshot]) with [key], on
     * [lexicon]: the seal is checked first (SEAL_BROKEN, NOT_SEALED for plain
     * bytes, INVALID_KEY) and then stands for the replay of the snapshot's own
     * record that [restore] runs, so a sealed restore costs the seal's check
     * and the decoding. Seal only snapshots the engine wrote.
     */
    @JvmStatic
    @JvmOverloads
    fun restoreSealed(sealed: ByteArray, key: ByteArray, lexicon: Lexicon? = null): Game<*, *, *> =
        wrap(made {
            C.gw_game_restore_sealed(
                nonEmpty(sealed), SizeT(sealed.size.toLong()), nonEmpty(key), SizeT(key.size.toLong()),
                lexicon?.handle, it
            )
        })

    /** The game a log records, to be continued (the log may end before the game). */
    @JvmStatic
    @JvmOverloads
    fun fromLog(logJson: String, lexicon: Lexicon? = null): Game<*, *, *> {
        val t = Text(logJson)
        return wrap(made { C.gw_game_from_log_n(t.bytes, t.len, lexicon?.handle, it) })
    }

    /** A finished game's result, replayed from its log: byte for byte what the game gave. */
    @JvmStatic
    @JvmOverloads
    fun replay(logJson: String, lexicon: Lexicon? = null): String {
        val t = Text(logJson)
        return callString { C.gw_replay_n(t.bytes, t.len, lexicon?.handle, it) }
    }

    /**
     * What is false in the claim that [resultJson] is [logJson]'s true
     * result (null: nothing; the claim is true). The full check searches
     * for every bot's logged move again; [trustBots] trusts them (fast, for
     * records a server wrote itself). [currentVersionOnly] refuses a log of
     * an older format (`VERSION_TOO_OLD`, the C ABI's
     * `GW_VERIFY_CURRENT_VERSION`) instead of judging it under that
     * format's rules. Run it off the UI thread.
     */
    @JvmStatic
    @JvmOverloads
    fun verifyReport(
        logJson: String,
        resultJson: String,
        lexicon: Lexicon? = null,
        trustBots: Boolean = false,
        currentVersionOnly: Boolean = false,
        key: ByteArray? = null
    ): String? {
        val log = Text(logJson)
        val result = Text(resultJson)
        val out = PointerByReference()
        // GW_VERIFY_TRUST_BOTS, GW_VERIFY_CURRENT_VERSION
        val flags = (if (trustBots) 2 else 0) or (if (currentVersionOnly) 4 else 0)
        if (key != null) {
            val yes = ByteByReference()
            check {
                C.gw_verify_sealed_n(
                    log.bytes, log.len, result.bytes, result.len, lexicon?.handle,
                    nonEmpty(key), SizeT(key.size.toLong()), flags, yes, out
                )
            }
        } else {
            check { C.gw_verify_report_n(log.bytes, log.len, result.bytes, result.len, lexicon?.handle, flags, out) }
        }
        return out.value?.let { takeString(it) }
    }

    /**
     * Whether [resultJson] is [logJson]'s true result ([verifyReport] is
     * null). With [key], [logJson] is a sealed log ([seal]) whose seal must
     * hold (`SEAL_BROKEN`; a plain log `NOT_SEALED`), and [resultJson] may
     * be sealed too.
     */
    @JvmStatic
    @JvmOverloads
    fun verify(
        logJson: String,
        resultJson: String,
        lexicon: Lexicon? = null,
        trustBots: Boolean = false,
        currentVersionOnly: Boolean = false,
        key: ByteArray? = null
    ): Boolean = verifyReport(logJson, resultJson, lexicon, trustBots, currentVersionOnly, key) == null

    /** What a sealed JSON record is of (the C ABI's `GW_SEAL_KIND_*`). */
    enum class SealKind(internal val number: Int) {
        /** A game's log. */
        LOG(1),
        /** A game's result. */
        RESULT(2)
    }

    /**
     * Seals a log or result (its exact JSON text) with the host's [key]
     * (16 to 1024 bytes) under [keyId] (1 to 64 printable ASCII characters,
     * no spaces): HMAC-SHA-256, the same bytes for the same record, key and
     * key id (docs/rules/records.md, "Sealed records"). `INVALID_KEY` for
     * a key or key id out of bounds.
     */
    @JvmStatic
    fun seal(kind: SealKind, recordJson: String, key: ByteArray, keyId: String): String {
        val record = Text(recordJson)
        val id = Text(keyId)
        return callString {
            C.gw_seal_json_n(
                kind.number, record.bytes, record.len, nonEmpty(key), SizeT(key.size.toLong()),
                id.bytes, id.len, it
            )
        }
    }

    /**
     * The record a sealed log or result holds, byte for byte, once its seal
     * holds with [key]: `SEAL_BROKEN` if it does not (a byte changed, the
     * version or word list relabelled, another key), `NOT_SEALED` for a
     * plain record.
     */
    @JvmStatic
    fun openSealed(sealedJson: String, key: ByteArray): String {
        val sealed = Text(sealedJson)
        return callString {
            C.gw_open_json_n(sealed.bytes, sealed.len, nonEmpty(key), SizeT(key.size.toLong()), null, null, it)
        }
    }

    /** Seals a snapshot's bytes as [seal] seals JSON ([Gridwords.restore] refuses them until opened). */
    @JvmStatic
    fun sealSnapshot(snapshot: ByteArray, key: ByteArray, keyId: String): ByteArray {
        val id = Text(keyId)
        return takeBytes { out ->
            C.gw_seal_snapshot_n(
                nonEmpty(snapshot), SizeT(snapshot.size.toLong()), nonEmpty(key), SizeT(key.size.toLong()),
                id.bytes, id.len, out
            )
        }
    }

    /** The snapshot a sealed snapshot holds, once its seal holds with [key] (as [openSealed]). */
    @JvmStatic
    fun openSnapshot(sealed: ByteArray, key: ByteArray): ByteArray = takeBytes { out ->
        C.gw_open_snapshot(nonEmpty(sealed), SizeT(sealed.size.toLong()), nonEmpty(key), SizeT(key.size.toLong()), null, out)
    }

    /**
     * The key id a sealed record names (a sealed snapshot, or a sealed log's
     * or result's UTF-8 bytes), read without checking its seal: a label to
     * pick the key by, never proof.
     */
    @JvmStatic
    fun sealKeyId(sealed: ByteArray): String =
        callString { C.gw_seal_key_id(nonEmpty(sealed), SizeT(sealed.size.toLong()), it) }

    /** The new handle a `GwGame **` call wrote. */
    private inline fun made(call: (PointerByReference) -> Int): Pointer {
        val out = PointerByReference()
        check { call(out) }
        return out.value
    }

    /** A handle in the class of its game, by the name the library gives it. */
    internal fun wrap(handle: Pointer): Game<*, *, *> {
        val out = PointerByReference()
        try {
            check { C.gw_game_name(handle, out) }
        } catch (e: GridwordsException) {
            C.gw_game_free(handle)
            throw e
        }
        return when (val name = out.value.getString(0, "UTF-8")) {
            "hunt" -> HuntGame(handle)
            "duel" -> DuelGame(handle)
            "solo" -> SoloGame(handle)
            else -> {
                C.gw_game_free(handle)
                throw IllegalStateException("gridwords: the library runs a game \"$name\" this package does not know")
            }
        }
    }

    /** A config's JSON: the game's name, its required fields, then [options] by name. */
    internal fun configJson(game: String, required: Map<String, Any?>, options: Map<String, Any?>): String {
        val o = JsonObject()
        o.addProperty("game", game)
        for ((k, v) in required) o.add(k, toJsonValue(v))
        for ((k, v) in options) o.add(k, toJsonValue(v))
        return o.toString()
    }
}
