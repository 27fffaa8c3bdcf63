/* Tests of the gridwords C ABI, compiled against include/gridwords.h and
 * linked once against the static and once against the shared library by
 * `make test-c`, then run under valgrind (no errors, no leaks). */
#define _POSIX_C_SOURCE 200809L /* opendir, readdir */
#include <dirent.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"

static GwLexicon *embedded(void) {
    GwLexicon *lex = NULL;
    CHECK_OK(gw_lexicon_embedded(&lex));
    CHECK(lex != NULL);
    return lex;
}

static void test_versions_and_status_names(void) {
    CHECK(gw_abi_version() == GW_ABI_VERSION);
    CHECK(strlen(gw_version()) > 0);
    CHECK_STR_EQ(gw_status_name(GW_STATUS_OK), "OK");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_NOT_YOUR_TURN), "NOT_YOUR_TURN");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_PANIC), "PANIC");
    CHECK_STR_EQ(gw_status_name(9999), "UNKNOWN");
    /* Stable numbers: these never change. */
    CHECK(GW_STATUS_NULL_ARGUMENT == 1);
    CHECK(GW_STATUS_INVALID_UTF8 == 2);
    CHECK(GW_STATUS_PANIC == 3);
    CHECK(GW_STATUS_INVALID_JSON == 5);
    CHECK(GW_STATUS_UNKNOWN_SEAT == 30);
    CHECK(GW_STATUS_TIME_WENT_BACKWARDS == 31);
    CHECK(GW_STATUS_ROUND_OVER == 37);
    CHECK(sizeof(GwStatus) == 4);
    CHECK_STR_EQ(gw_last_error_message(), "");
}

static void test_lexicon(void) {
    GwLexicon *lex = embedded();
    size_t n = 0;
    CHECK_OK(gw_lexicon_size(lex, &n));
    CHECK(n > 50000);

    bool yes = false;
    CHECK_OK(gw_lexicon_contains(lex, "cat", &yes));
    CHECK(yes);
    CHECK_OK(gw_lexicon_contains(lex, "xqzv", &yes));
    CHECK(!yes);
    CHECK_OK(gw_lexicon_contains(lex, "", &yes));
    CHECK(!yes);
    CHECK_STR_EQ(gw_last_error_message(), "");

    /* NULL arguments: NULL_ARGUMENT, a message naming the argument, and the
     * out-param left as it was. */
    yes = true;
    CHECK_STATUS(gw_lexicon_contains(NULL, "cat", &yes), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(gw_last_error_message(), "lexicon");
    CHECK_STATUS(gw_lexicon_contains(lex, NULL, &yes), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(gw_last_error_message(), "word");
    CHECK_STATUS(gw_lexicon_contains(lex, "cat", NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK(yes == true);
    CHECK_STATUS(gw_lexicon_size(NULL, &n), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_lexicon_size(lex, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_lexicon_embedded(NULL), GW_STATUS_NULL_ARGUMENT);

    /* Invalid UTF-8. */
    const char bad_utf8[] = {'c', (char)0xff, 't', 0};
    CHECK_STATUS(gw_lexicon_contains(lex, bad_utf8, &yes), GW_STATUS_INVALID_UTF8);
    CHECK_CONTAINS(gw_last_error_message(), "UTF-8");
    CHECK(yes == true);

    /* The message is cleared by the next successful call. */
    CHECK_OK(gw_lexicon_contains(lex, "dog", &yes));
    CHECK_STR_EQ(gw_last_error_message(), "");

    char *manifest = NULL;
    CHECK_OK(gw_lexicon_manifest_json(lex, &manifest));
    CHECK(manifest != NULL && manifest[0] == '{');
    gw_string_free(manifest);
    CHECK_STATUS(gw_lexicon_manifest_json(lex, NULL), GW_STATUS_NULL_ARGUMENT);

    /* Blob round trip, and corrupt blobs. */
    GwBytes blob = {NULL, 0};
    CHECK_OK(gw_lexicon_to_bytes(lex, &blob));
    CHECK(blob.ptr != NULL && blob.len > 1000);
    GwLexicon *copy = NULL;
    CHECK_OK(gw_lexicon_from_bytes(blob.ptr, blob.len, &copy));
    size_t m = 0;
    CHECK_OK(gw_lexicon_size(copy, &m));
    CHECK(m == n);
    gw_lexicon_free(copy);

    GwLexicon *untouched = (GwLexicon *)&blob; /* sentinel, never dereferenced */
    CHECK_STATUS(gw_lexicon_from_bytes(blob.ptr, blob.len / 2, &untouched),
                 GW_STATUS_LEXICON_CORRUPT);
    CHECK(untouched == (GwLexicon *)&blob);
    blob.ptr[blob.len - 1] ^= 0x5a; /* flip bits in the checksum */
    CHECK_STATUS(gw_lexicon_from_bytes(blob.ptr, blob.len, &untouched),
                 GW_STATUS_LEXICON_CORRUPT);
    CHECK_STATUS(gw_lexicon_from_bytes(NULL, 10, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_lexicon_from_bytes(NULL, 0, &untouched), GW_STATUS_LEXICON_CORRUPT);
    CHECK(untouched == (GwLexicon *)&blob);
    gw_bytes_free(&blob);
    CHECK(blob.ptr == NULL && blob.len == 0);
    gw_bytes_free(&blob); /* a second free is harmless */

    /* From a word list. */
    const char *words[] = {"cat", "act", "tac", "cats", "cat"};
    GwLexicon *small = NULL;
    CHECK_OK(gw_lexicon_from_words(words, 5, &small));
    CHECK_OK(gw_lexicon_size(small, &m));
    CHECK(m == 4);
    CHECK_OK(gw_lexicon_contains(small, "tac", &yes));
    CHECK(yes);
    CHECK_OK(gw_lexicon_contains(small, "dog", &yes));
    CHECK(!yes);
    gw_lexicon_free(small);

    const char *bad_words[] = {"cat", "Dog"};
    small = NULL;
    CHECK_STATUS(gw_lexicon_from_words(bad_words, 2, &small), GW_STATUS_INVALID_LEXICON_WORD);
    CHECK_CONTAINS(gw_last_error_message(), "Dog");
    CHECK(small == NULL);
    const char *null_word[] = {"cat", NULL};
    CHECK_STATUS(gw_lexicon_from_words(null_word, 2, &small), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(gw_last_error_message(), "words[1]");
    const char *utf8_word[] = {bad_utf8};
    CHECK_STATUS(gw_lexicon_from_words(utf8_word, 1, &small), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_lexicon_from_words(NULL, 3, &small), GW_STATUS_NULL_ARGUMENT);
    CHECK_OK(gw_lexicon_from_words(NULL, 0, &small));
    CHECK_OK(gw_lexicon_size(small, &m));
    CHECK(m == 0);
    gw_lexicon_free(small);

    gw_lexicon_free(lex);
}

static void test_hunt_analysis(void) {
    GwLexicon *lex = embedded();

    char *tray = NULL, *again = NULL;
    CHECK_OK(gw_hunt_deal(42, &tray));
    CHECK_OK(gw_hunt_deal(42, &again));
    CHECK(tray != NULL && strlen(tray) == 16);
    CHECK_STR_EQ(tray, again);
    for (size_t i = 0; tray && i < 16; i++) CHECK(tray[i] >= 'a' && tray[i] <= 'z');
    gw_string_free(again);
    CHECK_STATUS(gw_hunt_deal(42, NULL), GW_STATUS_NULL_ARGUMENT);

    char *json = NULL;
    CHECK_OK(gw_hunt_solve(tray, lex, &json));
    CHECK(json != NULL && strncmp(json, "{", 1) == 0);
    CHECK_CONTAINS(json, "\"version\":1");
    CHECK_CONTAINS(json, tray);
    CHECK_CONTAINS(json, "\"words\":[");
    gw_string_free(json);

    uint32_t score = 0;
    CHECK_OK(gw_hunt_score(tray, lex, &score));
    CHECK(score > 0);
    const uint32_t ones[6] = {1, 1, 1, 1, 1, 1};
    uint32_t count = 0;
    CHECK_OK(gw_hunt_score_with_points(tray, ones, 6, lex, &count));
    CHECK(count > 0 && count <= score);

    /* Bad input: the status, and the out-params untouched. */
    char *untouched = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_solve("abc", lex, &untouched), GW_STATUS_INVALID_TRAY);
    CHECK_STATUS(gw_hunt_solve("abcdefghijklmno1", lex, &untouched), GW_STATUS_INVALID_TRAY);
    CHECK_STATUS(gw_hunt_solve(NULL, lex, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_solve(tray, NULL, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_solve(tray, lex, NULL), GW_STATUS_NULL_ARGUMENT);
    const char bad_tray[] = {'a', 'b', (char)0xc3, 0};
    CHECK_STATUS(gw_hunt_solve(bad_tray, lex, &untouched), GW_STATUS_INVALID_UTF8);
    CHECK_STR_EQ(untouched, "sentinel");

    uint32_t kept = 777;
    CHECK_STATUS(gw_hunt_score_with_points(tray, ones, 5, lex, &kept), GW_STATUS_INVALID_POINTS);
    CHECK_STATUS(gw_hunt_score_with_points(tray, ones, 1000000, lex, &kept),
                 GW_STATUS_INVALID_POINTS);
    CHECK_STATUS(gw_hunt_score_with_points(tray, NULL, 6, lex, &kept), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_score("zzzz", lex, &kept), GW_STATUS_INVALID_TRAY);
    CHECK_STATUS(gw_hunt_score(tray, lex, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK(kept == 777);

    /* A small lexicon: exactly the words the tray holds. */
    const char *words[] = {"cat", "act", "dog"};
    GwLexicon *small = NULL;
    CHECK_OK(gw_lexicon_from_words(words, 3, &small));
    /* c a x x / x t x x / ... : c(0) a(1) t(5) touch each other. */
    CHECK_OK(gw_hunt_solve("caxxxtxxxxxxxxxx", small, &json));
    CHECK_CONTAINS(json, "{\"path\":[1,0,5],\"word\":\"act\"}");
    CHECK_CONTAINS(json, "{\"path\":[0,1,5],\"word\":\"cat\"}");
    CHECK(json && strstr(json, "dog") == NULL);
    gw_string_free(json);
    CHECK_OK(gw_hunt_score_with_points("caxxxtxxxxxxxxxx", ones, 6, small, &count));
    CHECK(count == 2);
    gw_lexicon_free(small);

    gw_string_free(tray);
    gw_lexicon_free(lex);
}

static void test_free_functions_accept_null(void) {
    gw_string_free(NULL);
    gw_bytes_free(NULL);
    GwBytes empty = {NULL, 0};
    gw_bytes_free(&empty);
    gw_lexicon_free(NULL);
    CHECK(1);
}

/* The thread rule: one lexicon shared by threads; last-error messages are
 * per thread. */
struct worker {
    const GwLexicon *lex;
    int found;
    int ok;
};

static void *worker_main(void *arg) {
    struct worker *w = arg;
    const char *probe[] = {"cat", "dog", "xqzv", "tree"};
    for (int i = 0; i < 2000; i++) {
        bool yes = false;
        if (gw_lexicon_contains(w->lex, probe[i % 4], &yes) != GW_STATUS_OK) w->ok = 0;
        w->found += yes;
    }
    bool yes;
    /* Leaves an error message on this thread only. */
    if (gw_lexicon_contains(w->lex, NULL, &yes) != GW_STATUS_NULL_ARGUMENT) w->ok = 0;
    return NULL;
}

static void test_threads(void) {
    GwLexicon *lex = embedded();
    bool yes;
    CHECK_OK(gw_lexicon_contains(lex, "cat", &yes));
    struct worker w[2] = {{lex, 0, 1}, {lex, 0, 1}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, worker_main, &w[i]) == 0);
    for (int i = 0; i < 2; i++) CHECK(pthread_join(t[i], NULL) == 0);
    for (int i = 0; i < 2; i++) {
        CHECK(w[i].ok);
        CHECK(w[i].found == 1500);
    }
    CHECK_STR_EQ(gw_last_error_message(), "");
    gw_lexicon_free(lex);
}


/* ---- the hunt game ------------------------------------------------------ */

#define SEED1_TRAY "oencnmirapraeapb"

/* Snapshot bytes: a game that refused a call must be byte-for-byte the same
 * as before it. */
static int same_state(const GwHuntGame *g, const GwBytes *before) {
    GwBytes now = {NULL, 0};
    if (gw_hunt_game_snapshot(g, &now) != GW_STATUS_OK) return 0;
    int same = now.len == before->len && memcmp(now.ptr, before->ptr, now.len) == 0;
    gw_bytes_free(&now);
    return same;
}

static void test_hunt_game_bad_configs(void) {
    GwHuntGame *g = NULL;
    CHECK_STATUS(gw_hunt_game_new("{\"seats\":[\"human\",", 0, &g), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_hunt_game_new("{\"seats\":[\"human\"],\"seed\":1}", 0, &g),
                 GW_STATUS_INVALID_CONFIG);
    CHECK_STATUS(gw_hunt_game_new("{\"seats\":[\"bot\",\"bot\"],\"seed\":1}", 0, &g),
                 GW_STATUS_INVALID_CONFIG);
    CHECK_STATUS(gw_hunt_game_new("{\"seats\":[\"human\",\"human\"],\"seed\":1,\"bogus\":1}", 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_hunt_game_new(NULL, 0, &g), GW_STATUS_NULL_ARGUMENT);
    const char bad_utf8[] = {'{', (char)0xfe, '}', 0};
    CHECK_STATUS(gw_hunt_game_new(bad_utf8, 0, &g), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_hunt_game_new("{\"seats\":[\"human\",\"human\"],\"seed\":1}", 0, NULL),
                 GW_STATUS_NULL_ARGUMENT);
    CHECK(g == NULL);
}

static void test_hunt_game(void) {
    test_hunt_game_bad_configs();

    GwHuntGame *g = NULL;
    CHECK_OK(gw_hunt_game_new("{\"seats\":[\"human\",\"human\"],\"seed\":1}", 0, &g));
    CHECK(g != NULL);

    char *tray = (char *)"sentinel";
    CHECK_OK(gw_hunt_game_tray(g, &tray));
    CHECK(tray == NULL); /* hidden until the round opens */

    char *events = NULL;
    CHECK_OK(gw_hunt_game_ready(g, 0, 1000, &events));
    CHECK_CONTAINS(events, "\"type\":\"ready\"");
    gw_string_free(events);
    events = NULL;
    CHECK_STATUS(gw_hunt_game_ready(g, 0, 1000, &events), GW_STATUS_ALREADY_READY);
    CHECK(events == NULL);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, "cat", 1500, NULL), GW_STATUS_ROUND_NOT_OPEN);
    CHECK_OK(gw_hunt_game_ready(g, 1, 1000, &events));
    CHECK_CONTAINS(events, "\"type\":\"countdown\"");
    gw_string_free(events);
    CHECK_OK(gw_hunt_game_advance(g, 4000, &events));
    CHECK_CONTAINS(events, "\"type\":\"round_open\"");
    CHECK_CONTAINS(events, SEED1_TRAY);
    gw_string_free(events);
    CHECK_OK(gw_hunt_game_tray(g, &tray));
    CHECK_STR_EQ(tray, SEED1_TRAY);
    gw_string_free(tray);

    CHECK_OK(gw_hunt_game_submit(g, 0, "  CRAPPIE ", 5000, &events));
    CHECK_CONTAINS(events, "\"type\":\"accepted\"");
    CHECK_CONTAINS(events, "\"word\":\"crappie\"");
    gw_string_free(events);
    CHECK_OK(gw_hunt_game_submit(g, 1, "crappie", 6000, NULL));
    CHECK_OK(gw_hunt_game_submit(g, 0, "cinema", 7000, NULL));
    CHECK_OK(gw_hunt_game_submit(g, 1, "barman", 8000, NULL));
    CHECK_OK(gw_hunt_game_submit(g, 1, "xyzzy", 8500, &events));
    CHECK_CONTAINS(events, "\"type\":\"miss\"");
    gw_string_free(events);

    /* Hidden information: seat 1 does not see seat 0's words. */
    char *view = NULL;
    CHECK_OK(gw_hunt_game_view(g, 1, &view));
    CHECK_CONTAINS(view, "barman");
    CHECK(view && strstr(view, "cinema") == NULL);
    CHECK(view && strstr(view, "\"seed\":null") != NULL);
    gw_string_free(view);
    CHECK_OK(gw_hunt_game_public_view(g, &view));
    CHECK(view && strstr(view, "cinema") == NULL && strstr(view, "barman") == NULL);
    gw_string_free(view);

    /* Every refusal: the right status, no events, and the game unchanged. */
    GwBytes before = {NULL, 0};
    CHECK_OK(gw_hunt_game_snapshot(g, &before));
    events = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_game_submit(g, 7, "tone", 9000, &events), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, "tone", 100, &events), GW_STATUS_TIME_WENT_BACKWARDS);
    CHECK_STATUS(gw_hunt_game_advance(g, 8499, &events), GW_STATUS_TIME_WENT_BACKWARDS);
    CHECK_STATUS(gw_hunt_game_resign(g, 2, 9000, &events), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_hunt_game_ready(g, 0, 9000, &events), GW_STATUS_ALREADY_READY);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, NULL, 9000, &events), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_game_submit(NULL, 0, "tone", 9000, &events), GW_STATUS_NULL_ARGUMENT);
    const char bad_word[] = {'t', (char)0xc0, 'n', 'e', 0};
    CHECK_STATUS(gw_hunt_game_submit(g, 0, bad_word, 9000, &events), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, "   ", 9000, &events), GW_STATUS_EMPTY_WORD);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, "to\tne", 9000, &events), GW_STATUS_CONTROL_CHARACTER);
    char long_word[200];
    memset(long_word, 'a', sizeof long_word - 1);
    long_word[sizeof long_word - 1] = 0;
    CHECK_STATUS(gw_hunt_game_submit(g, 0, long_word, 9000, &events), GW_STATUS_WORD_TOO_LONG);
    CHECK_STR_EQ(events, "sentinel");
    char *out = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_game_view(g, 9, &out), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_hunt_game_view(NULL, 0, &out), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_game_view(g, 0, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_game_log(NULL, &out), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_game_result(g, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(out, "sentinel");
    CHECK(same_state(g, &before));
    gw_bytes_free(&before);

    char *result = (char *)"sentinel";
    CHECK_OK(gw_hunt_game_result(g, &result));
    CHECK(result == NULL);
    bool over = true;
    CHECK_OK(gw_hunt_game_is_over(g, &over));
    CHECK(!over);

    /* Snapshot in the middle, restore, and both games end the same way. */
    GwBytes snap = {NULL, 0};
    CHECK_OK(gw_hunt_game_snapshot(g, &snap));
    GwHuntGame *twin = NULL;
    CHECK_OK(gw_hunt_game_restore(snap.ptr, snap.len, &twin));
    GwHuntGame *untouched = NULL;
    CHECK_STATUS(gw_hunt_game_restore(snap.ptr, snap.len - 1, &untouched), GW_STATUS_INVALID_SNAPSHOT);
    snap.ptr[0] ^= 0xff;
    CHECK_STATUS(gw_hunt_game_restore(snap.ptr, snap.len, &untouched), GW_STATUS_INVALID_SNAPSHOT);
    CHECK_STATUS(gw_hunt_game_restore(NULL, 5, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK(untouched == NULL);
    gw_bytes_free(&snap);

    CHECK_OK(gw_hunt_game_advance(g, 184000, &events));
    CHECK_CONTAINS(events, "\"type\":\"game_over\"");
    gw_string_free(events);
    CHECK_OK(gw_hunt_game_advance(twin, 184000, NULL));
    CHECK_OK(gw_hunt_game_is_over(g, &over));
    CHECK(over);
    CHECK_STATUS(gw_hunt_game_submit(g, 0, "tone", 185000, NULL), GW_STATUS_ROUND_OVER);

    CHECK_OK(gw_hunt_game_result(g, &result));
    CHECK_CONTAINS(result, "\"tray\":\"" SEED1_TRAY "\"");
    CHECK_CONTAINS(result, "\"seed\":\"0000000000000001\"");
    CHECK_CONTAINS(result, "\"word\":\"crappie\"");
    char *twin_result = NULL;
    CHECK_OK(gw_hunt_game_result(twin, &twin_result));
    CHECK_STR_EQ(result, twin_result);
    gw_string_free(twin_result);

    /* The log replays to the same bytes. */
    char *log = NULL, *replayed = NULL;
    CHECK_OK(gw_hunt_game_log(g, &log));
    CHECK_CONTAINS(log, "\"version\":1");
    CHECK_CONTAINS(log, "\"game\":\"hunt\"");
    CHECK_OK(gw_hunt_replay(log, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    replayed = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_replay("{not json", &replayed), GW_STATUS_INVALID_LOG);
    CHECK_STATUS(gw_hunt_replay("{\"version\":99}", &replayed), GW_STATUS_INVALID_LOG);
    CHECK_STATUS(gw_hunt_replay(NULL, &replayed), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_replay(log, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(replayed, "sentinel");
    GwLexicon *lex = embedded();
    CHECK_OK(gw_hunt_replay_with_lexicon(log, lex, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    gw_lexicon_free(lex);
    gw_string_free(log);

    /* After the end, views show everything. */
    CHECK_OK(gw_hunt_game_view(g, 1, &view));
    CHECK_CONTAINS(view, "cinema");
    CHECK_CONTAINS(view, "\"seed\":\"0000000000000001\"");
    gw_string_free(view);

    gw_string_free(result);
    gw_hunt_game_free(twin);
    gw_hunt_game_free(g);
    gw_hunt_game_free(NULL);
}

/* A game on a custom lexicon, and a bot game to its end. */
static void test_hunt_game_variants(void) {
    GwLexicon *lex = embedded();
    GwHuntGame *g = NULL;
    CHECK_OK(gw_hunt_game_new_with_lexicon("{\"seats\":[\"human\",\"bot\"],\"seed\":\"2a\",\"round_ms\":60000}",
                                           lex, 0, &g));
    gw_lexicon_free(lex); /* the game keeps its own reference */
    CHECK_OK(gw_hunt_game_ready(g, 0, 10, NULL));
    CHECK_STATUS(gw_hunt_game_ready(g, 1, 20, NULL), GW_STATUS_BOT_SEAT);
    char *events = NULL;
    CHECK_OK(gw_hunt_game_advance(g, 3010 + 60000, &events));
    CHECK_CONTAINS(events, "\"type\":\"game_over\"");
    gw_string_free(events);
    char *result = NULL;
    CHECK_OK(gw_hunt_game_result(g, &result));
    CHECK_CONTAINS(result, "\"kind\":\"bot\"");
    char *log = NULL, *replayed = NULL;
    CHECK_OK(gw_hunt_game_log(g, &log));
    CHECK_OK(gw_hunt_replay(log, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_hunt_game_free(g);
}

/* Two threads hammering one game handle: serialised by its lock. */
struct game_worker {
    GwHuntGame *g;
    uint32_t seat;
    int ok;
};

static void *game_worker_main(void *arg) {
    struct game_worker *w = arg;
    for (int i = 0; i < 200; i++) {
        char *view = NULL;
        if (gw_hunt_game_view(w->g, w->seat, &view) != GW_STATUS_OK) w->ok = 0;
        gw_string_free(view);
    }
    return NULL;
}

static void test_hunt_game_threads(void) {
    GwHuntGame *g = NULL;
    CHECK_OK(gw_hunt_game_new("{\"seats\":[\"human\",\"human\"],\"seed\":3}", 0, &g));
    struct game_worker w[2] = {{g, 0, 1}, {g, 1, 1}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, game_worker_main, &w[i]) == 0);
    for (int i = 0; i < 2; i++) CHECK(pthread_join(t[i], NULL) == 0);
    CHECK(w[0].ok && w[1].ok);
    gw_hunt_game_free(g);
}


/* ---- the shared replay vectors ------------------------------------------ */

/* Reads a whole file into a NUL-terminated buffer (caller frees). */
static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = (cap + 4096) * 2;
            char *grown = realloc(buf, cap);
            if (!grown) break;
            buf = grown;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (n == 0) break;
    }
    fclose(f);
    if (buf) buf[len] = 0;
    return buf;
}

/* Every tests/vectors/hunt/NAME.log.json replays to NAME.result.json, byte
 * for byte. GW_VECTORS_DIR overrides the directory (default: relative to
 * the repository root, where `make test-c` runs). */
static void test_vectors(void) {
    const char *dir = getenv("GW_VECTORS_DIR");
    if (!dir) dir = "tests/vectors/hunt";
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d) return;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        const char *suffix = ".log.json";
        if (n <= strlen(suffix) || strcmp(e->d_name + n - strlen(suffix), suffix) != 0) continue;
        char log_path[1024], result_path[1024];
        snprintf(log_path, sizeof log_path, "%s/%s", dir, e->d_name);
        snprintf(result_path, sizeof result_path, "%s/%.*s.result.json", dir,
                 (int)(n - strlen(suffix)), e->d_name);
        char *log = read_file(log_path);
        char *expected = read_file(result_path);
        CHECK(log != NULL && expected != NULL);
        char *got = NULL;
        if (log && expected) {
            CHECK_OK(gw_hunt_replay(log, &got));
            if (!got || strcmp(got, expected) != 0) {
                fprintf(stderr, "FAIL vector %s: the replay differs\n", e->d_name);
                gw_failed++;
            } else {
                gw_passed++;
            }
        }
        gw_string_free(got);
        free(log);
        free(expected);
        count++;
    }
    closedir(d);
    CHECK(count >= 12);
}

int main(void) {
    test_versions_and_status_names();
    test_lexicon();
    test_hunt_analysis();
    test_free_functions_accept_null();
    test_threads();
    test_hunt_game();
    test_hunt_game_variants();
    test_hunt_game_threads();
    test_vectors();
    return gw_report();
}
