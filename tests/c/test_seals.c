/* Sealed records through the C ABI, on the cross-language seal vectors
 * (tests/vectors/seals.json, made by core/tests/seal_vectors.rs): for the
 * log, the result and the snapshot there, gw_seal_json() and
 * gw_seal_snapshot() give the sealed record byte for byte, gw_open_json()
 * and gw_open_snapshot() give back the record, its kind and key id,
 * gw_seal_key_id() reads the key id, and every tampered copy fails with
 * its status, writing nothing. The sealed log verifies with the key
 * (gw_verify_sealed()) and is refused without it (gw_verify(),
 * GW_STATUS_NOT_SEALED), as the sealed snapshot is by gw_game_restore().
 * Built and run like test_ffi.c by `make test-c` (static, shared, under
 * valgrind) and `make test-c-sanitize`. GW_VECTORS_DIR overrides the
 * folder of vectors (default: tests/vectors, from the repository root). */
#define _POSIX_C_SOURCE 200809L /* support.h's opendir */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"
#include "support.h"

/* Every JSON string of `text` decoded, in order (the file is ASCII: its
 * escapes are \" \\ \/ \b \f \n \r \t and \u00XX); `*count` of them.
 * Free with free_strings. Enough to read seals.json, whose every value
 * but the array and objects around them is a string. */
static char **json_strings(const char *text, size_t *count) {
    size_t n = 0, cap = 64;
    char **out = malloc(cap * sizeof *out);
    for (const char *p = text; out && *p; p++) {
        if (*p != '"') continue;
        size_t len = 0;
        char *s = malloc(strlen(p) + 1);
        for (p++; *p && *p != '"'; p++) {
            char ch = *p;
            if (ch == '\\') {
                p++;
                switch (*p) {
                case 'b': ch = '\b'; break;
                case 'f': ch = '\f'; break;
                case 'n': ch = '\n'; break;
                case 'r': ch = '\r'; break;
                case 't': ch = '\t'; break;
                case 'u': {
                    char hex[5] = {p[1], p[2], p[3], p[4], 0};
                    ch = (char)strtol(hex, NULL, 16);
                    p += 4;
                    break;
                }
                default: ch = *p; break; /* \" \\ \/ */
                }
            }
            s[len++] = ch;
        }
        s[len] = 0;
        if (n == cap) out = realloc(out, (cap *= 2) * sizeof *out);
        out[n++] = s;
        if (!*p) break;
    }
    *count = n;
    return out;
}

static void free_strings(char **s, size_t n) {
    for (size_t i = 0; i < n; i++) free(s[i]);
    free(s);
}

/* Hex digits to bytes (caller frees); `*len` of them. */
static uint8_t *unhex(const char *hex, size_t *len) {
    size_t n = strlen(hex) / 2;
    uint8_t *out = malloc(n ? n : 1);
    for (size_t i = 0; i < n; i++) {
        char pair[3] = {hex[2 * i], hex[2 * i + 1], 0};
        out[i] = (uint8_t)strtol(pair, NULL, 16);
    }
    *len = n;
    return out;
}

/* The value after key `name` at or past `*i`, moving `*i` past it. */
static const char *field(char **s, size_t n, size_t *i, const char *name) {
    for (; *i + 1 < n; (*i)++) {
        if (strcmp(s[*i], name) == 0) {
            *i += 2;
            return s[*i - 1];
        }
    }
    return "";
}

static void check_json(uint32_t kind, const char *record, const char *sealed, const uint8_t *key,
                       size_t key_len, const char *key_id) {
    char *made = NULL;
    CHECK_OK(gw_seal_json(kind, record, key, key_len, key_id, &made));
    CHECK_TAKE(made, sealed);
    uint32_t got_kind = 0;
    char *got_id = NULL, *got = NULL;
    CHECK_OK(gw_open_json(sealed, key, key_len, &got_kind, &got_id, &got));
    CHECK(got_kind == kind);
    CHECK_TAKE(got_id, key_id);
    CHECK_TAKE(got, record);
    /* The same by pointer and length, kind and key id not asked for. */
    CHECK_OK(gw_open_json_n(sealed, strlen(sealed), key, key_len, NULL, NULL, &got));
    CHECK_TAKE(got, record);
    char *id = NULL;
    CHECK_OK(gw_seal_key_id((const uint8_t *)sealed, strlen(sealed), &id));
    CHECK_TAKE(id, key_id);
}

static void check_snapshot(const char *record_hex, const char *sealed_hex, const uint8_t *key,
                           size_t key_len, const char *key_id) {
    size_t snap_len = 0, sealed_len = 0;
    uint8_t *snap = unhex(record_hex, &snap_len);
    uint8_t *sealed = unhex(sealed_hex, &sealed_len);
    GwBytes made = {0};
    CHECK_OK(gw_seal_snapshot(snap, snap_len, key, key_len, key_id, &made));
    CHECK(made.len == sealed_len && memcmp(made.ptr, sealed, sealed_len) == 0);
    gw_bytes_free(&made);
    GwBytes opened = {0};
    char *id = NULL;
    CHECK_OK(gw_open_snapshot(sealed, sealed_len, key, key_len, &id, &opened));
    CHECK(opened.len == snap_len && memcmp(opened.ptr, snap, snap_len) == 0);
    CHECK_TAKE(id, key_id);
    gw_bytes_free(&opened);
    CHECK_OK(gw_seal_key_id(sealed, sealed_len, &id));
    CHECK_TAKE(id, key_id);
    /* Sealed bytes are not a snapshot: open them first. */
    GwGame *g = NULL;
    CHECK_STATUS(gw_game_restore(sealed, sealed_len, NULL, &g), GW_STATUS_NOT_SEALED);
    CHECK(g == NULL);
    /* Or restore them with the key: the same game, its snapshot the record. */
    const char *words[] = {"ha", "sheep"};
    GwLexicon *lex = NULL;
    CHECK_OK(gw_lexicon_from_words(words, 2, &lex));
    CHECK_OK(gw_game_restore_sealed(sealed, sealed_len, key, key_len, lex, &g));
    GwBytes again = {0};
    CHECK_OK(gw_game_snapshot(g, &again));
    CHECK(again.len == snap_len && memcmp(again.ptr, snap, snap_len) == 0);
    gw_bytes_free(&again);
    gw_game_free(g);
    g = NULL;
    CHECK_STATUS(gw_game_restore_sealed(snap, snap_len, key, key_len, lex, &g), GW_STATUS_NOT_SEALED);
    CHECK_STATUS(gw_game_restore_sealed(sealed, sealed_len, key, 15, lex, &g), GW_STATUS_INVALID_KEY);
    CHECK_STATUS(gw_game_restore_sealed(sealed, sealed_len, key, key_len, NULL, &g),
                 GW_STATUS_LEXICON_MISMATCH);
    CHECK(g == NULL);
    gw_lexicon_free(lex);
    free(snap);
    free(sealed);
}

/* A tampered copy fails with its status and writes nothing. */
static void check_tampered(bool snapshot, const char *sealed, const uint8_t *key, size_t key_len,
                           const char *code, const char *name) {
    GwStatus st;
    char *id = NULL, *record = NULL;
    GwBytes out = {0};
    if (snapshot) {
        size_t len = 0;
        uint8_t *bytes = unhex(sealed, &len);
        st = gw_open_snapshot(bytes, len, key, key_len, &id, &out);
        /* Restoring it with the key fails the same way. */
        GwGame *g = NULL;
        CHECK_STR_EQ(gw_status_name(gw_game_restore_sealed(bytes, len, key, key_len, NULL, &g)), code);
        CHECK(g == NULL);
        free(bytes);
    } else {
        st = gw_open_json(sealed, key, key_len, NULL, &id, &record);
    }
    CHECK_STR_EQ(gw_status_name(st), code);
    if (strcmp(gw_status_name(st), code) != 0) fprintf(stderr, "     %s: %s\n", name, gw_status_name(st));
    CHECK(id == NULL && record == NULL && out.ptr == NULL);
}

static void test_seal_vectors(void) {
    const char *root = getenv("GW_VECTORS_DIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/seals.json", root ? root : "tests/vectors");
    char *text = read_file(path);
    CHECK(text != NULL);
    if (!text) return;
    size_t n = 0;
    char **s = json_strings(text, &n);
    size_t i = 0, key_len = 0;
    uint8_t *key = unhex(field(s, n, &i, "key"), &key_len);
    i = 0;
    const char *key_id = field(s, n, &i, "key_id");
    const char *sealed_log = NULL, *sealed_result = NULL;
    int records = 0, tampered = 0;
    for (i = 0; i < n && strcmp(s[i], "records") != 0; i++) {
    }
    i++; /* "records" holds an array, not a string */
    while (i < n && strcmp(s[i], "kind") == 0) {
        const char *kind = field(s, n, &i, "kind");
        const char *record = field(s, n, &i, "record");
        const char *sealed = field(s, n, &i, "sealed");
        bool snapshot = strcmp(kind, "snapshot") == 0;
        if (snapshot) {
            check_snapshot(record, sealed, key, key_len, key_id);
        } else {
            bool log = strcmp(kind, "log") == 0;
            check_json(log ? GW_SEAL_KIND_LOG : GW_SEAL_KIND_RESULT, record, sealed, key, key_len, key_id);
            *(log ? &sealed_log : &sealed_result) = sealed;
        }
        records++;
        CHECK(strcmp(s[i], "tampered") == 0);
        i++;
        /* Each tampered copy: its code, name and sealed bytes, in any order. */
        while (i + 5 < n && (!strcmp(s[i], "code") || !strcmp(s[i], "name") || !strcmp(s[i], "sealed"))) {
            const char *code = "", *name = "", *bad = "";
            for (int k = 0; k < 3; k++, i += 2) {
                if (!strcmp(s[i], "code")) code = s[i + 1];
                else if (!strcmp(s[i], "name")) name = s[i + 1];
                else bad = s[i + 1];
            }
            check_tampered(snapshot, bad, key, key_len, code, name);
            tampered++;
        }
    }
    CHECK(records == 3);
    CHECK(tampered >= 12);
    CHECK(sealed_log != NULL && sealed_result != NULL);
    if (sealed_log && sealed_result) {
        const char *words[] = {"ha", "sheep"};
        GwLexicon *lex = NULL;
        CHECK_OK(gw_lexicon_from_words(words, 2, &lex));
        bool yes = false;
        char *report = (char *)"untouched";
        CHECK_OK(gw_verify_sealed(sealed_log, sealed_result, lex, key, key_len, 0, &yes, &report));
        CHECK(yes && report == NULL);
        CHECK_OK(gw_verify_sealed_n(sealed_log, strlen(sealed_log), sealed_result, strlen(sealed_result), lex,
                                    key, key_len, GW_VERIFY_TRUST_BOTS, &yes, NULL));
        CHECK(yes);
        /* Without the key, the sealed log is not a plain one. */
        CHECK_STATUS(gw_verify(sealed_log, sealed_result, lex, &yes), GW_STATUS_NOT_SEALED);
        char *result = NULL;
        CHECK_STATUS(gw_replay(sealed_log, lex, &result), GW_STATUS_NOT_SEALED);
        CHECK(result == NULL);
        /* A key of 15 bytes. */
        CHECK_STATUS(gw_verify_sealed(sealed_log, sealed_result, lex, key, 15, 0, &yes, NULL),
                     GW_STATUS_INVALID_KEY);
        gw_lexicon_free(lex);
    }
    free(key);
    free_strings(s, n);
    free(text);
}

int main(void) {
    test_seal_vectors();
    return gw_report();
}
