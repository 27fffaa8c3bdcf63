package gridwords

import com.google.gson.JsonArray
import com.google.gson.JsonElement
import com.google.gson.JsonObject
import com.google.gson.JsonParser
import com.google.gson.JsonPrimitive

/** The engine's JSON, parsed with Gson's tree API (no reflection: nothing for R8 to keep). */
internal fun parseJson(text: String): JsonElement = JsonParser.parseString(text)

/** A list of the elements of a JSON array text, each read by [read]. */
internal fun <T> parseList(text: String, read: (JsonElement) -> T): List<T> =
    parseJson(text).asJsonArray.map(read)

/**
 * A Kotlin value as JSON for a config: numbers, strings, booleans, lists and
 * maps of them, or JSON already. Anything else is refused here, before the
 * engine sees it (the engine judges every value it gets).
 */
internal fun toJsonValue(value: Any?): JsonElement = when (value) {
    null -> com.google.gson.JsonNull.INSTANCE
    is JsonElement -> value
    is Boolean -> JsonPrimitive(value)
    is Number -> JsonPrimitive(value)
    is String -> JsonPrimitive(value)
    is Char -> JsonPrimitive(value.toString())
    is IntArray -> JsonArray().also { a -> value.forEach { a.add(it) } }
    is LongArray -> JsonArray().also { a -> value.forEach { a.add(it) } }
    is Iterable<*> -> JsonArray().also { a -> value.forEach { a.add(toJsonValue(it)) } }
    is Array<*> -> JsonArray().also { a -> value.forEach { a.add(toJsonValue(it)) } }
    is Map<*, *> -> JsonObject().also { o -> value.forEach { (k, v) -> o.add(k.toString(), toJsonValue(v)) } }
    else -> throw IllegalArgumentException("a ${value.javaClass.name} has no JSON form")
}
