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
#include "support.h"

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
    CHECK(GW_ABI_VERSION == 2);
    /* ABI 2's new statuses, generated from the core's error codes. */
    CHECK(GW_STATUS_WRONG_GAME == 6);
    CHECK(GW_STATUS_UNKNOWN_GAME == 23);
    CHECK(GW_STATUS_UNKNOWN_ACTION == 24);
    CHECK(GW_STATUS_LIMIT_REACHED == 43);
    CHECK(GW_STATUS_INVALID_SNAPSHOT == 50);
    CHECK(GW_STATUS_INVALID_LOG == 51);
    CHECK(GW_STATUS_LEXICON_MISMATCH == 52);
    CHECK_STR_EQ(gw_status_name(GW_STATUS_LEXICON_MISMATCH), "LEXICON_MISMATCH");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_WRONG_GAME), "WRONG_GAME");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_UNKNOWN_GAME), "UNKNOWN_GAME");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_UNKNOWN_ACTION), "UNKNOWN_ACTION");
    CHECK_STR_EQ(gw_status_name(GW_STATUS_LIMIT_REACHED), "LIMIT_REACHED");
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
    CHECK(GW_HUNT_SOLVE_JSON_VERSION == 1);
    CHECK_CONTAINS(json, tray);
    CHECK_CONTAINS(json, "\"words\":[");
    gw_string_free(json);

    uint64_t score = 0;
    CHECK_OK(gw_hunt_score(tray, lex, &score));
    CHECK(score > 0);
    const uint32_t ones[6] = {1, 1, 1, 1, 1, 1};
    uint64_t count = 0;
    CHECK_OK(gw_hunt_score_with_points(tray, ones, 6, lex, &count));
    CHECK(count > 0 && count <= score);
    /* Totals are 64-bit: every word at the largest points a table may
     * hold (10^8) is past 2^32 and exact; one more point is refused. */
    const uint32_t most[6] = {100000000, 100000000, 100000000, 100000000, 100000000, 100000000};
    uint64_t big = 0;
    CHECK_OK(gw_hunt_score_with_points(tray, most, 6, lex, &big));
    CHECK(big == count * 100000000ull && big > UINT32_MAX);
    const uint32_t too_many[6] = {1, 2, 3, 5, 8, 100000001};
    CHECK_STATUS(gw_hunt_score_with_points(tray, too_many, 6, lex, &big), GW_STATUS_INVALID_POINTS);

    /* Bad input: the status, and the out-params untouched. */
    char *untouched = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_solve("abc", lex, &untouched), GW_STATUS_INVALID_TRAY);
    CHECK_STATUS(gw_hunt_solve("abcdefghijklmno1", lex, &untouched), GW_STATUS_INVALID_TRAY);
    CHECK_STATUS(gw_hunt_solve(NULL, lex, &untouched), GW_STATUS_NULL_ARGUMENT);
    /* A NULL lexicon is the shipped list, as in every analysis call. */
    char *shipped = NULL, *with_handle = NULL;
    CHECK_OK(gw_hunt_solve(tray, NULL, &shipped));
    CHECK_OK(gw_hunt_solve(tray, lex, &with_handle));
    CHECK_STR_EQ(shipped, with_handle);
    gw_string_free(shipped);
    gw_string_free(with_handle);
    CHECK_STATUS(gw_hunt_solve(tray, lex, NULL), GW_STATUS_NULL_ARGUMENT);
    const char bad_tray[] = {'a', 'b', (char)0xc3, 0};
    CHECK_STATUS(gw_hunt_solve(bad_tray, lex, &untouched), GW_STATUS_INVALID_UTF8);
    CHECK_STR_EQ(untouched, "sentinel");

    uint64_t kept = 777;
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
    CHECK_CONTAINS(json, "{\"word\":\"act\",\"path\":[1,0,5]}");
    CHECK_CONTAINS(json, "{\"word\":\"cat\",\"path\":[0,1,5]}");
    CHECK(json && strstr(json, "dog") == NULL);
    gw_string_free(json);
    CHECK_OK(gw_hunt_score_with_points("caxxxtxxxxxxxxxx", ones, 6, small, &count));
    CHECK(count == 2);
    gw_lexicon_free(small);

    gw_string_free(tray);
    gw_lexicon_free(lex);
}

static void test_free_functions_accept_null(void) {
    /* Leave an error message, then check that no free function touches it
     * (they return nothing and never fail) and that gw_bytes_free resets
     * whatever {NULL, n} it is given to {NULL, 0}. */
    CHECK_STATUS(gw_hunt_deal(1, NULL), GW_STATUS_NULL_ARGUMENT);
    gw_string_free(NULL);
    gw_bytes_free(NULL);
    GwBytes empty = {NULL, 7};
    gw_bytes_free(&empty);
    CHECK(empty.ptr == NULL && empty.len == 0);
    gw_lexicon_free(NULL);
    gw_game_free(NULL);
    CHECK_CONTAINS(gw_last_error_message(), "NULL_ARGUMENT");
    CHECK_CONTAINS(gw_last_error_message(), "`out`");
}

/* A handle that is not what a call takes is GW_STATUS_INVALID_HANDLE, not
 * a hang or a crash: a freed game, a lexicon passed as a game and the other
 * way; a double free is harmless. The library looks handles up and never
 * reads a pointer it did not hand out, so this is clean under ASan/UBSan
 * (make test-c-sanitize). */
static void test_invalid_handles(void) {
    GwGame *g = NULL;
    GwLexicon *lex = NULL;
    CHECK_OK(gw_game_new("{\"game\":\"solo\",\"seed\":1}", NULL, 0, &g));
    CHECK_OK(gw_lexicon_embedded(&lex));
    uint64_t clock = 777;
    CHECK_STATUS(gw_game_clock_ms((const GwGame *)lex, &clock), GW_STATUS_INVALID_HANDLE);
    CHECK_CONTAINS(gw_last_error_message(), "this is a GwLexicon*");
    size_t n = 0;
    CHECK_STATUS(gw_lexicon_size((const GwLexicon *)g, &n), GW_STATUS_INVALID_HANDLE);
    CHECK_CONTAINS(gw_last_error_message(), "this is a GwGame*");
    CHECK(clock == 777 && n == 0);
    CHECK_OK(gw_game_clock_ms(g, &clock));
    gw_game_free(g);
    gw_game_free(g); /* harmless */
    CHECK_STATUS(gw_game_clock_ms(g, &clock), GW_STATUS_INVALID_HANDLE);
    CHECK_CONTAINS(gw_last_error_message(), "freed already");
    CHECK_STATUS(gw_game_advance(g, 5, NULL), GW_STATUS_INVALID_HANDLE);
    gw_lexicon_free(lex);
    CHECK_STATUS(gw_lexicon_size(lex, &n), GW_STATUS_INVALID_HANDLE);
    CHECK(strcmp(gw_status_name(GW_STATUS_INVALID_HANDLE), "INVALID_HANDLE") == 0);
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


/* ---- games: the one GwGame handle -------------------------------------- */

#define SEED1_TRAY "oencnmirapraeapb"
#define TWO_HUMANS "{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1}"

/* Whether a JSON text holds `"word":"<word>"`. */
static int has_word(const char *json, const char *word) {
    char needle[96];
    snprintf(needle, sizeof needle, "\"word\":\"%s\"", word);
    return json != NULL && strstr(json, needle) != NULL;
}

/* The number after `"<key>":` in the object of seat `seat` of a result's
 * "seats" list (the engine writes `{"seat":n,...}` objects in seat order);
 * -1 when not found. */
static long seat_field(const char *result, unsigned seat, const char *key) {
    const char *seats = result ? strstr(result, "\"seats\":[") : NULL;
    if (!seats) return -1;
    char open[32], k[40];
    snprintf(open, sizeof open, "{\"seat\":%u,", seat);
    snprintf(k, sizeof k, "\"%s\":", key);
    const char *p = strstr(seats, open);
    const char *v = p ? strstr(p, k) : NULL;
    long n = -1;
    if (v && sscanf(v + strlen(k), "%ld", &n) != 1) n = -1;
    return n;
}

static void test_game_bad_configs(void) {
    GwGame *g = NULL;
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",", NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\"],\"seed\":1}", NULL, 0, &g),
                 GW_STATUS_INVALID_CONFIG);
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"bot\",\"bot\"],\"seed\":1}", NULL, 0, &g),
                 GW_STATUS_INVALID_CONFIG);
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"bogus\":1}",
                             NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"robot\"],\"seed\":1}", NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":\"forty\"}",
                             NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    /* The config names its game: missing is malformed, unknown is its own status. */
    CHECK_STATUS(gw_game_new("{\"seats\":[\"human\",\"human\"],\"seed\":1}", NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_new("{\"game\":\"chess\",\"seats\":[\"human\",\"human\"]}", NULL, 0, &g),
                 GW_STATUS_UNKNOWN_GAME);
    CHECK_CONTAINS(gw_last_error_message(), "chess");
    CHECK_STATUS(gw_game_new(NULL, NULL, 0, &g), GW_STATUS_NULL_ARGUMENT);
    const char bad_utf8[] = {'{', (char)0xfe, '}', 0};
    CHECK_STATUS(gw_game_new(bad_utf8, NULL, 0, &g), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_game_new(TWO_HUMANS, NULL, 0, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK(g == NULL);
}

/* Unknown games and actions, malformed actions, and the WRONG_GAME status
 * of the typed calls. */
static void test_game_statuses(void) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(TWO_HUMANS, NULL, 0, &g));
    char *events = (char *)"sentinel";
    GwBytes before = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &before));
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"fly\",\"seat\":0}", 10, &events),
                 GW_STATUS_UNKNOWN_ACTION);
    CHECK_CONTAINS(gw_last_error_message(), "fly");
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"ready\"}", 10, &events), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"ready\",\"seat\":-1}", 10, &events),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"submit\",\"seat\":0}", 10, &events),
                 GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"ready\",\"seat\":5}", 10, &events),
                 GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_game_act(g, "[1,2]", 10, &events), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_act(g, NULL, 10, &events), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_act(NULL, "{\"action\":\"ready\",\"seat\":0}", 10, &events),
                 GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(events, "sentinel");
    CHECK(same_state(g, &before));
    gw_bytes_free(&before);

    /* Logs and snapshots name their game too. */
    char *out = (char *)"sentinel";
    CHECK_STATUS(gw_replay("{\"version\":2,\"game\":\"chess\"}", NULL, &out), GW_STATUS_UNKNOWN_GAME);
    CHECK_STATUS(gw_replay("{\"version\":2}", NULL, &out), GW_STATUS_INVALID_LOG);
    CHECK_STR_EQ(out, "sentinel");

    /* WRONG_GAME: a typed call of another game on this Word Grid handle
     * (and the gw_hunt_* calls on a Wordgrid handle: tests/c/test_duel.c). */
    CHECK_OK(gw_game_snapshot(g, &before));
    CHECK_STATUS(gw_duel_play_word(g, 0, 6, 'a', "ha", 10, &events), GW_STATUS_WRONG_GAME);
    CHECK_CONTAINS(gw_last_error_message(), "this is a \"hunt\" game, not a \"duel\" one");
    CHECK_STATUS(gw_duel_resign(g, 0, 10, &events), GW_STATUS_WRONG_GAME);
    char *board = (char *)"sentinel";
    CHECK_STATUS(gw_duel_board(g, &board), GW_STATUS_WRONG_GAME);
    CHECK_STR_EQ(board, "sentinel");
    CHECK_STR_EQ(events, "sentinel");
    CHECK(same_state(g, &before));
    gw_bytes_free(&before);
    CHECK_OK(gw_hunt_ready(g, 0, 10, NULL));

    const char *name = NULL;
    CHECK_OK(gw_game_name(g, &name));
    CHECK_STR_EQ(name, "hunt");
    CHECK_STATUS(gw_game_name(NULL, &name), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_name(g, NULL), GW_STATUS_NULL_ARGUMENT);
    size_t seats = 0;
    CHECK_OK(gw_game_seat_count(g, &seats));
    CHECK(seats == 2);
    uint64_t clock = 0;
    CHECK_OK(gw_game_clock_ms(g, &clock));
    CHECK(clock == 10);
    gw_game_free(g);
}

/* The typed path: gw_hunt_* fast calls on a GwGame. */
static void test_hunt_game(void) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(TWO_HUMANS, NULL, 0, &g));
    CHECK(g != NULL);

    char *tray = (char *)"sentinel";
    CHECK_OK(gw_hunt_tray(g, &tray));
    CHECK(tray == NULL); /* hidden until the round opens */
    uint64_t due = 0;
    bool has = false;
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(has && due == 60000); /* the move deadline */

    char *events = NULL;
    CHECK_OK(gw_hunt_ready(g, 0, 1000, &events));
    CHECK_CONTAINS(events, "\"type\":\"ready\"");
    gw_string_free(events);
    events = NULL;
    CHECK_STATUS(gw_hunt_ready(g, 0, 1000, &events), GW_STATUS_ALREADY_READY);
    CHECK(events == NULL);
    CHECK_STATUS(gw_hunt_submit(g, 0, "cat", 1500, NULL), GW_STATUS_ROUND_NOT_OPEN);
    CHECK_OK(gw_hunt_ready(g, 1, 1000, &events));
    CHECK_CONTAINS(events, "\"type\":\"countdown\"");
    gw_string_free(events);
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(has && due == 4000); /* T0 */
    CHECK_OK(gw_game_advance(g, 4000, &events));
    CHECK_CONTAINS(events, "\"type\":\"round_open\"");
    CHECK_CONTAINS(events, SEED1_TRAY);
    gw_string_free(events);
    CHECK_OK(gw_hunt_tray(g, &tray));
    CHECK_STR_EQ(tray, SEED1_TRAY);
    gw_string_free(tray);

    CHECK_OK(gw_hunt_submit(g, 0, "  CRAPPIE ", 5000, &events));
    CHECK_CONTAINS(events, "\"type\":\"accepted\"");
    CHECK(has_word(events, "crappie"));
    gw_string_free(events);
    CHECK_OK(gw_hunt_submit(g, 1, "crappie", 6000, NULL));
    CHECK_OK(gw_hunt_submit(g, 0, "cinema", 7000, NULL));
    CHECK_OK(gw_hunt_submit(g, 1, "barman", 8000, NULL));
    CHECK_OK(gw_hunt_submit(g, 1, "xyzzy", 8500, &events));
    CHECK_CONTAINS(events, "\"type\":\"miss\"");
    gw_string_free(events);

    /* Hidden information: seat 1 does not see seat 0's words. */
    char *view = NULL;
    CHECK_OK(gw_game_view(g, 1, &view));
    CHECK(has_word(view, "barman"));
    CHECK(!has_word(view, "cinema"));
    CHECK_CONTAINS(view, "\"seed\":null");
    gw_string_free(view);
    CHECK_OK(gw_game_view(g, -1, &view));
    CHECK(view && !has_word(view, "cinema") && !has_word(view, "barman"));
    CHECK_CONTAINS(view, "\"you\":null");
    gw_string_free(view);

    /* Every refusal: the right status, no events, and the game unchanged. */
    GwBytes before = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &before));
    events = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_submit(g, 7, "tone", 9000, &events), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_hunt_submit(g, 0, "tone", 100, &events), GW_STATUS_TIME_WENT_BACKWARDS);
    CHECK_STATUS(gw_game_advance(g, 8499, &events), GW_STATUS_TIME_WENT_BACKWARDS);
    CHECK_STATUS(gw_hunt_resign(g, 2, 9000, &events), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_hunt_ready(g, 0, 9000, &events), GW_STATUS_ALREADY_READY);
    CHECK_STATUS(gw_hunt_submit(g, 0, NULL, 9000, &events), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_hunt_submit(NULL, 0, "tone", 9000, &events), GW_STATUS_NULL_ARGUMENT);
    const char bad_word[] = {'t', (char)0xc0, 'n', 'e', 0};
    CHECK_STATUS(gw_hunt_submit(g, 0, bad_word, 9000, &events), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_hunt_submit(g, 0, "   ", 9000, &events), GW_STATUS_EMPTY_WORD);
    CHECK_STATUS(gw_hunt_submit(g, 0, "to\tne", 9000, &events), GW_STATUS_CONTROL_CHARACTER);
    char long_word[200];
    memset(long_word, 'a', sizeof long_word - 1);
    long_word[sizeof long_word - 1] = 0;
    CHECK_STATUS(gw_hunt_submit(g, 0, long_word, 9000, &events), GW_STATUS_WORD_TOO_LONG);
    CHECK_STR_EQ(events, "sentinel");
    char *out = (char *)"sentinel";
    CHECK_STATUS(gw_game_view(g, 9, &out), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_game_view(g, -2, &out), GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_game_view(NULL, 0, &out), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_view(g, 0, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_log(NULL, &out), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_result(g, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_events_for(g, "[]", -3, &out), GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_game_events_for(g, "[]", 2, &out), GW_STATUS_UNKNOWN_SEAT);
    CHECK_STATUS(gw_game_events_for(g, "[{\"type\":\"nonsense\"}]", 0, &out), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_game_events_for(g, NULL, 0, &out), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_next_due(g, NULL, &has), GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(out, "sentinel");
    CHECK(same_state(g, &before));
    gw_bytes_free(&before);

    /* Not over yet: OK with a NULL result. */
    char *result = (char *)"sentinel";
    CHECK_OK(gw_game_result(g, &result));
    CHECK(result == NULL);
    bool over = true;
    CHECK_OK(gw_game_is_over(g, &over));
    CHECK(!over);

    /* Snapshot in the middle, restore, and both games end the same way. */
    GwBytes snap = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &snap));
    GwGame *twin = NULL;
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, NULL, &twin));
    GwGame *untouched = NULL;
    CHECK_STATUS(gw_game_restore(snap.ptr, snap.len - 1, NULL, &untouched), GW_STATUS_INVALID_SNAPSHOT);
    CHECK_STATUS(gw_game_restore(snap.ptr, 3, NULL, &untouched), GW_STATUS_INVALID_SNAPSHOT);
    CHECK_STATUS(gw_game_restore(NULL, 5, NULL, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_game_restore(NULL, 0, NULL, &untouched), GW_STATUS_INVALID_SNAPSHOT);
    /* Every single-bit flip is refused: none restores into another game. */
    int flips = 0, refused = 0;
    for (size_t bit = 0; bit < snap.len * 8; bit++) {
        snap.ptr[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        GwStatus st = gw_game_restore(snap.ptr, snap.len, NULL, &untouched);
        snap.ptr[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        flips++;
        refused += st == GW_STATUS_INVALID_SNAPSHOT;
    }
    CHECK(flips > 500 && refused == flips);
    CHECK(untouched == NULL);
    CHECK_CONTAINS(gw_last_error_message(), "INVALID_SNAPSHOT");
    /* After the loop the bytes are intact again. */
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, NULL, &untouched));
    gw_game_free(untouched);
    gw_bytes_free(&snap);

    /* A game rebuilt from the mid-game log plays on too. */
    char *log = NULL;
    CHECK_OK(gw_game_log(g, &log));
    GwGame *from_log = NULL;
    CHECK_OK(gw_game_from_log(log, NULL, &from_log));
    gw_string_free(log);
    char *replayed = (char *)"sentinel";
    CHECK_OK(gw_game_log(g, &log));
    CHECK_STATUS(gw_replay(log, NULL, &replayed), GW_STATUS_INVALID_LOG); /* not over */
    CHECK_STR_EQ(replayed, "sentinel");
    gw_string_free(log);

    CHECK_OK(gw_game_advance(g, 184000, &events));
    CHECK_CONTAINS(events, "\"type\":\"game_over\"");
    gw_string_free(events);
    CHECK_OK(gw_game_advance(twin, 184000, NULL));
    CHECK_OK(gw_game_advance(from_log, 184000, NULL));
    CHECK_OK(gw_game_is_over(g, &over));
    CHECK(over);
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(!has && due == 0);
    CHECK_STATUS(gw_hunt_submit(g, 0, "tone", 185000, NULL), GW_STATUS_ROUND_OVER);

    CHECK_OK(gw_game_result(g, &result));
    CHECK_CONTAINS(result, "\"tray\":\"" SEED1_TRAY "\"");
    CHECK_CONTAINS(result, "\"seed\":\"0x0000000000000001\"");
    CHECK(has_word(result, "crappie"));
    /* By hand: crappie (7 letters, 8 points) cancels; seat 0 keeps cinema
     * (6 letters, 5), seat 1 barman (5); a tie shares place 1. */
    CHECK(seat_field(result, 0, "score") == 5);
    CHECK(seat_field(result, 1, "score") == 5);
    CHECK(seat_field(result, 0, "place") == 1);
    CHECK(seat_field(result, 1, "place") == 1);
    char *other = NULL;
    CHECK_OK(gw_game_result(twin, &other));
    CHECK_STR_EQ(result, other);
    gw_string_free(other);
    CHECK_OK(gw_game_result(from_log, &other));
    CHECK_STR_EQ(result, other);
    gw_string_free(other);

    /* The log replays to the same bytes, and verifies. */
    CHECK_OK(gw_game_log(g, &log));
    CHECK_CONTAINS(log, "\"version\":4");
    CHECK_CONTAINS(log, "\"game\":\"hunt\"");
    CHECK_OK(gw_replay(log, NULL, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    bool yes = false;
    CHECK_OK(gw_verify(log, result, NULL, &yes));
    CHECK(yes);
    /* A false claim: seat 0's score changed. */
    char *forged = append(NULL, result);
    char *score = forged ? strstr(forged, "\"score\":5") : NULL;
    CHECK(score != NULL);
    if (score) score[8] = '9';
    CHECK_OK(gw_verify(log, forged, NULL, &yes));
    CHECK(!yes);
    free(forged);
    CHECK_STATUS(gw_verify(log, "{not json", NULL, &yes), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_verify(log, NULL, NULL, &yes), GW_STATUS_NULL_ARGUMENT);
    replayed = (char *)"sentinel";
    CHECK_STATUS(gw_replay("{not json", NULL, &replayed), GW_STATUS_INVALID_LOG);
    CHECK_STATUS(gw_replay("{\"version\":99,\"game\":\"hunt\"}", NULL, &replayed), GW_STATUS_INVALID_LOG);
    CHECK_STATUS(gw_replay(NULL, NULL, &replayed), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_replay(log, NULL, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(replayed, "sentinel");
    GwLexicon *lex = embedded();
    CHECK_OK(gw_replay(log, lex, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    gw_lexicon_free(lex);
    gw_string_free(log);

    /* The config, "game" first, seed in its one written form. */
    char *config = NULL;
    CHECK_OK(gw_game_config(g, &config));
    CHECK(config && strncmp(config, "{\"game\":\"hunt\",", 15) == 0);
    CHECK_CONTAINS(config, "\"seed\":\"0x0000000000000001\"");
    gw_string_free(config);

    /* After the end, views show everything. */
    CHECK_OK(gw_game_view(g, 1, &view));
    CHECK(has_word(view, "cinema"));
    CHECK_CONTAINS(view, "\"seed\":\"0x0000000000000001\"");
    gw_string_free(view);

    gw_string_free(result);
    gw_game_free(from_log);
    gw_game_free(twin);
    gw_game_free(g);
}

/* A game on a custom lexicon, and a bot game to its end. */
static void test_hunt_game_variants(void) {
    GwLexicon *lex = embedded();
    GwGame *g = NULL;
    CHECK_OK(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"bot\"],\"seed\":\"0x2a\",\"round_ms\":60000}",
                         lex, 0, &g));
    GwBytes snap = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &snap));
    GwGame *twin = NULL;
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, lex, &twin));
    gw_bytes_free(&snap);
    gw_lexicon_free(lex); /* the games keep their own reference */
    CHECK_OK(gw_hunt_ready(g, 0, 10, NULL));
    CHECK_STATUS(gw_hunt_ready(g, 1, 20, NULL), GW_STATUS_BOT_SEAT);
    char *events = NULL;
    CHECK_OK(gw_game_advance(g, 3010 + 60000, &events));
    CHECK_CONTAINS(events, "\"type\":\"game_over\"");
    gw_string_free(events);
    char *result = NULL;
    CHECK_OK(gw_game_result(g, &result));
    CHECK_CONTAINS(result, "\"kind\":\"bot\"");
    CHECK_CONTAINS(result, "\"seed\":\"0x000000000000002a\"");
    char *log = NULL, *replayed = NULL;
    CHECK_OK(gw_game_log(g, &log));
    CHECK_OK(gw_replay(log, NULL, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_game_free(twin);
    gw_game_free(g);
}

/* A seat may record at most 500 misses: one more is LIMIT_REACHED and
 * changes nothing. */
static void test_hunt_miss_limit(void) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(TWO_HUMANS, NULL, 0, &g));
    CHECK_OK(gw_hunt_ready(g, 0, 0, NULL));
    CHECK_OK(gw_hunt_ready(g, 1, 0, NULL));
    CHECK_OK(gw_game_advance(g, 3000, NULL));
    int ok = 0;
    for (int i = 0; i < 500; i++) ok += gw_hunt_submit(g, 0, "zzzq", 4000, NULL) == GW_STATUS_OK;
    CHECK(ok == 500);
    GwBytes before = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &before));
    char *events = (char *)"sentinel";
    CHECK_STATUS(gw_hunt_submit(g, 0, "zzzq", 4000, &events), GW_STATUS_LIMIT_REACHED);
    CHECK_STATUS(gw_game_act(g, "{\"action\":\"submit\",\"seat\":0,\"word\":\"qqq\"}", 4000, &events),
                 GW_STATUS_LIMIT_REACHED);
    CHECK_STR_EQ(events, "sentinel");
    CHECK(same_state(g, &before));
    gw_bytes_free(&before);
    /* Accepted words are not misses: still taken. */
    CHECK_OK(gw_hunt_submit(g, 0, "cinema", 4000, NULL));
    /* And the other seat has its own allowance. */
    CHECK_OK(gw_hunt_submit(g, 1, "zzzq", 4000, NULL));
    gw_game_free(g);
}

/* ---- one round through the generic JSON calls, and the typed calls ------ */

struct step {
    unsigned seat;
    const char *word; /* NULL: ready */
    uint64_t at;
};

/* Two seats on seed 1: both find crappie (it cancels), seat 0 finds cinema
 * and misses "nope", seat 1 finds barman and appear. */
static const struct step SCRIPT[] = {
    {0, NULL, 1000},       {1, NULL, 1200},       {0, "crappie", 9000},
    {1, "crappie", 12000}, {0, "cinema", 15000},  {1, "barman", 20000},
    {1, "appear", 31000},  {0, "nope", 40000},
};
#define SCRIPT_LEN (sizeof SCRIPT / sizeof SCRIPT[0])
#define ROUND_END 184200

/* Adds the events of one call to each viewer's feed (seat 0, seat 1,
 * spectators), filtered by the engine. */
static void feed_out(const GwGame *g, const char *events, char *feeds[3]) {
    for (int v = 0; v < 3; v++) {
        char *mine = NULL;
        CHECK_OK(gw_game_events_for(g, events, v == 2 ? -1 : v, &mine));
        if (mine) feeds[v] = append(feeds[v], mine);
        gw_string_free(mine);
    }
}

/* Plays SCRIPT through gw_game_act (JSON) and returns the result; the log
 * goes to *log_out. */
static char *play_generic(char **log_out) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(TWO_HUMANS, NULL, 0, &g));
    char *feeds[3] = {NULL, NULL, NULL};
    char *events = NULL;
    int opened = 0;
    for (size_t i = 0; i < SCRIPT_LEN; i++) {
        const struct step *s = &SCRIPT[i];
        uint64_t due = 0;
        bool has = false;
        CHECK_OK(gw_game_next_due(g, &due, &has));
        if (has && due <= s->at) {
            CHECK_OK(gw_game_advance(g, due, &events));
            opened |= strstr(events, "round_open") != NULL;
            feed_out(g, events, feeds);
            gw_string_free(events);
        }
        char action[128];
        if (s->word)
            snprintf(action, sizeof action, "{\"action\":\"submit\",\"seat\":%u,\"word\":\"%s\"}",
                     s->seat, s->word);
        else
            snprintf(action, sizeof action, "{\"action\":\"ready\",\"seat\":%u}", s->seat);
        events = NULL;
        CHECK_OK(gw_game_act(g, action, s->at, &events));
        if (s->word) CHECK(has_word(events, s->word)); /* the host's feed has it all */
        feed_out(g, events, feeds);
        gw_string_free(events);
        /* Before the end, seat 1 never sees seat 0's words, nor seat 0
         * seat 1's, nor spectators anyone's. */
        CHECK(!has_word(feeds[1], "cinema") && !has_word(feeds[1], "nope"));
        CHECK(!has_word(feeds[0], "barman") && !has_word(feeds[0], "appear"));
        CHECK(!has_word(feeds[2], "crappie") && !has_word(feeds[2], "cinema"));
    }
    CHECK(opened);
    CHECK(has_word(feeds[0], "cinema") && has_word(feeds[0], "nope"));
    CHECK(has_word(feeds[1], "barman") && has_word(feeds[1], "appear"));
    CHECK(has_word(feeds[1], "crappie"));
    CHECK_CONTAINS(feeds[2], "\"type\":\"round_open\"");
    char *view = NULL;
    CHECK_OK(gw_game_view(g, 1, &view));
    CHECK(!has_word(view, "cinema") && has_word(view, "barman"));
    gw_string_free(view);

    CHECK_OK(gw_game_advance(g, ROUND_END, &events));
    feed_out(g, events, feeds);
    gw_string_free(events);
    /* The end is announced to all; the settlement is in the result. */
    CHECK(!has_word(feeds[1], "cinema"));
    for (int v = 0; v < 3; v++) {
        CHECK_CONTAINS(feeds[v], "\"type\":\"game_over\"");
        free(feeds[v]);
    }
    char *result = NULL;
    CHECK_OK(gw_game_result(g, &result));
    CHECK_OK(gw_game_log(g, log_out));
    gw_game_free(g);
    return result;
}

/* Plays SCRIPT through the typed calls. */
static char *play_typed(char **log_out) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(TWO_HUMANS, NULL, 0, &g));
    for (size_t i = 0; i < SCRIPT_LEN; i++) {
        const struct step *s = &SCRIPT[i];
        uint64_t due = 0;
        bool has = false;
        CHECK_OK(gw_game_next_due(g, &due, &has));
        if (has && due <= s->at) CHECK_OK(gw_game_advance(g, due, NULL));
        if (s->word)
            CHECK_OK(gw_hunt_submit(g, s->seat, s->word, s->at, NULL));
        else
            CHECK_OK(gw_hunt_ready(g, s->seat, s->at, NULL));
    }
    CHECK_OK(gw_game_advance(g, ROUND_END, NULL));
    char *result = NULL;
    CHECK_OK(gw_game_result(g, &result));
    CHECK_OK(gw_game_log(g, log_out));
    gw_game_free(g);
    return result;
}

static void test_generic_round_matches_typed(void) {
    char *generic_log = NULL, *typed_log = NULL;
    char *generic = play_generic(&generic_log);
    char *typed = play_typed(&typed_log);
    CHECK(generic != NULL);
    CHECK_STR_EQ(generic, typed);
    CHECK_STR_EQ(generic_log, typed_log);
    char *replayed = NULL;
    CHECK_OK(gw_replay(generic_log, NULL, &replayed));
    CHECK_STR_EQ(generic, replayed);
    gw_string_free(replayed);
    /* By hand: crappie cancels; seat 0 cinema 5; seat 1 barman 5 + appear 5. */
    CHECK(seat_field(generic, 0, "score") == 5);
    CHECK(seat_field(generic, 1, "score") == 10);
    CHECK(seat_field(generic, 1, "place") == 1);
    CHECK(seat_field(generic, 0, "place") == 2);
    gw_string_free(generic_log);
    gw_string_free(typed_log);
    gw_string_free(generic);
    gw_string_free(typed);
}

/* ---- threads on one live game ------------------------------------------- */

#define THREAD_SEATS 4
#define WORDS_PER_SEAT 6 /* + the shared word: under the rate ceiling's 10 */
#define MISSES_PER_SEAT 40
#define READER_ROUNDS 300

struct seat_worker {
    GwGame *g;
    unsigned seat;
    uint64_t at;
    const char *shared;
    const char *words[WORDS_PER_SEAT];
    int failures;
};

static void *seat_worker_main(void *arg) {
    struct seat_worker *w = arg;
    for (int i = 0; i < WORDS_PER_SEAT + 1 + MISSES_PER_SEAT; i++) {
        char miss[16];
        const char *word;
        if (i < WORDS_PER_SEAT) {
            word = w->words[i];
        } else if (i == WORDS_PER_SEAT) {
            word = w->shared;
        } else {
            snprintf(miss, sizeof miss, "zq%c%c", 'a' + i / 26, 'a' + i % 26);
            word = miss;
        }
        char *events = NULL;
        if (gw_hunt_submit(w->g, w->seat, word, w->at, &events) != GW_STATUS_OK) {
            fprintf(stderr, "seat %u: %s\n", w->seat, gw_last_error_message());
            w->failures++;
            continue;
        }
        const char *want = word == miss ? "\"type\":\"miss\"" : "\"type\":\"accepted\"";
        if (!events || !strstr(events, want) || !has_word(events, word)) w->failures++;
        gw_string_free(events);
        /* This seat's own view has its word, never another seat's. */
        char *view = NULL;
        if (i % 8 == 0) {
            if (gw_game_view(w->g, w->seat, &view) != GW_STATUS_OK) w->failures++;
            if (word != miss && !has_word(view, word)) w->failures++;
            gw_string_free(view);
        }
    }
    return NULL;
}

struct reader {
    GwGame *g;
    uint64_t at;
    int failures;
};

/* Moves the clock (to the same instant) and reads the spectators' view. */
static void *reader_main(void *arg) {
    struct reader *r = arg;
    for (int i = 0; i < READER_ROUNDS; i++) {
        char *view = NULL;
        if (gw_game_advance(r->g, r->at, NULL) != GW_STATUS_OK) r->failures++;
        if (gw_game_view(r->g, -1, &view) != GW_STATUS_OK) r->failures++;
        if (!view || !strstr(view, "\"phase\":\"live\"")) r->failures++;
        gw_string_free(view);
    }
    return NULL;
}

/* Collects up to `max` words (pointers into `json`, NUL-terminated in
 * place) from a gw_hunt_solve() answer. */
static size_t solve_words(char *json, const char **out, size_t max) {
    size_t n = 0;
    for (char *p = json; p && n < max && (p = strstr(p, "\"word\":\"")) != NULL;) {
        p += 8;
        char *end = strchr(p, '"');
        if (!end) break;
        *end = 0;
        out[n++] = p;
        p = end + 1;
    }
    return n;
}

static void test_hunt_game_threads(void) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\",\"human\",\"human\"],\"seed\":3}",
                         NULL, 0, &g));
    for (unsigned s = 0; s < THREAD_SEATS; s++) CHECK_OK(gw_hunt_ready(g, s, 100, NULL));
    CHECK_OK(gw_game_advance(g, 3100, NULL));
    char *tray = NULL;
    CHECK_OK(gw_hunt_tray(g, &tray));
    GwLexicon *lex = embedded();
    char *solved = NULL;
    CHECK_OK(gw_hunt_solve(tray, lex, &solved));
    const char *words[1 + THREAD_SEATS * WORDS_PER_SEAT];
    size_t n = solve_words(solved, words, 1 + THREAD_SEATS * WORDS_PER_SEAT);
    CHECK(n == 1 + THREAD_SEATS * WORDS_PER_SEAT);
    if (n < 1 + THREAD_SEATS * WORDS_PER_SEAT) {
        gw_string_free(solved);
        gw_string_free(tray);
        gw_lexicon_free(lex);
        gw_game_free(g);
        return;
    }

    /* Every seat at the same instant (time may not go backwards between
     * threads): 6 words of its own, one word every seat sends, misses. */
    const uint64_t at = 13100;
    struct seat_worker w[THREAD_SEATS];
    for (unsigned s = 0; s < THREAD_SEATS; s++) {
        w[s].g = g;
        w[s].seat = s;
        w[s].at = at;
        w[s].shared = words[0];
        for (int i = 0; i < WORDS_PER_SEAT; i++) w[s].words[i] = words[1 + s * WORDS_PER_SEAT + i];
        w[s].failures = 0;
    }
    struct reader r = {g, at, 0};
    pthread_t t[THREAD_SEATS + 1];
    for (unsigned s = 0; s < THREAD_SEATS; s++)
        CHECK(pthread_create(&t[s], NULL, seat_worker_main, &w[s]) == 0);
    CHECK(pthread_create(&t[THREAD_SEATS], NULL, reader_main, &r) == 0);
    for (unsigned s = 0; s <= THREAD_SEATS; s++) CHECK(pthread_join(t[s], NULL) == 0);
    for (unsigned s = 0; s < THREAD_SEATS; s++) CHECK(w[s].failures == 0);
    CHECK(r.failures == 0);

    /* Views: each seat sees its own words and no other seat's. */
    for (unsigned s = 0; s < THREAD_SEATS; s++) {
        char *view = NULL;
        CHECK_OK(gw_game_view(g, s, &view));
        for (unsigned o = 0; o < THREAD_SEATS; o++)
            for (int i = 0; i < WORDS_PER_SEAT; i++)
                CHECK(has_word(view, w[o].words[i]) == (o == s));
        gw_string_free(view);
    }

    /* The end: the shared word cancels, so each seat scores exactly its own
     * six words (their points: the score of a lexicon of just those words). */
    CHECK_OK(gw_game_advance(g, 3100 + 180000, NULL));
    char *result = NULL;
    CHECK_OK(gw_game_result(g, &result));
    for (unsigned s = 0; s < THREAD_SEATS; s++) {
        GwLexicon *own = NULL;
        CHECK_OK(gw_lexicon_from_words(w[s].words, WORDS_PER_SEAT, &own));
        uint64_t expected = 0;
        CHECK_OK(gw_hunt_score(tray, own, &expected));
        gw_lexicon_free(own);
        CHECK(expected > 0);
        CHECK(seat_field(result, s, "score") == (long)expected);
    }
    char *needle = append(append(NULL, "{\"word\":\""), words[0]);
    int cancelled = 0;
    for (const char *p = result; needle && (p = strstr(p, needle)) != NULL; p++) {
        const char *c = strstr(p, "\"cancelled\":");
        cancelled += c && strncmp(c, "\"cancelled\":true", 16) == 0;
    }
    CHECK(cancelled == THREAD_SEATS);
    free(needle);
    /* Whatever order the threads ran in, the log replays to this result. */
    char *log = NULL, *replayed = NULL;
    CHECK_OK(gw_game_log(g, &log));
    CHECK_OK(gw_replay(log, NULL, &replayed));
    CHECK_STR_EQ(result, replayed);
    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_string_free(solved);
    gw_string_free(tray);
    gw_lexicon_free(lex);
    gw_game_free(g);
}

/* ---- the word list pinned in every record ------------------------------ */

#define SHIPPED_FINGERPRINT "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667"

static char *fingerprint_of(const GwLexicon *lex) {
    char *fp = NULL;
    CHECK_OK(gw_lexicon_fingerprint(lex, &fp));
    CHECK(fp != NULL && strlen(fp) == 64);
    return fp;
}

/* The call failed with LEXICON_MISMATCH and its message names both lists. */
static void check_mismatch(GwStatus st, const char *want, const char *given) {
    CHECK(st == GW_STATUS_LEXICON_MISMATCH);
    if (st != GW_STATUS_LEXICON_MISMATCH)
        fprintf(stderr, "     got %s: %s\n", gw_status_name(st), gw_last_error_message());
    CHECK_CONTAINS(gw_last_error_message(), "LEXICON_MISMATCH");
    CHECK_CONTAINS(gw_last_error_message(), want);
    CHECK_CONTAINS(gw_last_error_message(), given);
}

/* A finished two-human Wordgrid game on `lex` (NULL: the shipped list). */
static GwGame *resigned_duel(const GwLexicon *lex) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":21}", lex, 0, &g));
    CHECK_OK(gw_game_act(g, "{\"action\":\"resign\",\"seat\":0}", 1000, NULL));
    return g;
}

static void test_pinned_list(void) {
    GwLexicon *shipped = embedded();
    char *shipped_fp = fingerprint_of(shipped);
    CHECK_STR_EQ(shipped_fp, SHIPPED_FINGERPRINT);
    char *manifest = NULL;
    CHECK_OK(gw_lexicon_manifest_json(shipped, &manifest));
    CHECK_CONTAINS(manifest, "list_sha256");
    CHECK_CONTAINS(manifest, SHIPPED_FINGERPRINT);
    gw_string_free(manifest);

    /* The same words however given: the same fingerprint. */
    const char *words[] = {"ha", "sheep", "hah"};
    const char *shuffled[] = {"sheep", "hah", "ha", "sheep"};
    GwLexicon *small = NULL, *again = NULL;
    CHECK_OK(gw_lexicon_from_words(words, 3, &small));
    CHECK_OK(gw_lexicon_from_words(shuffled, 4, &again));
    char *small_fp = fingerprint_of(small);
    char *again_fp = fingerprint_of(again);
    CHECK_STR_EQ(small_fp, again_fp);
    CHECK(strcmp(small_fp, shipped_fp) != 0);

    char *untouched = (char *)"sentinel";
    CHECK_STATUS(gw_lexicon_fingerprint(NULL, &untouched), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_lexicon_fingerprint(small, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_lexicon_fingerprint((const GwLexicon *)&untouched, &untouched),
                 GW_STATUS_INVALID_HANDLE);
    CHECK_STR_EQ(untouched, "sentinel");

    /* The log records the list; the list it was played with replays it. */
    GwGame *g = resigned_duel(small);
    char *log = log_of(g);
    char *result = result_of(g);
    GwBytes snap = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &snap));
    CHECK_CONTAINS(log, "\"version\":4");
    char *field = append(append(NULL, "\"lexicon_sha256\":\""), small_fp);
    CHECK_CONTAINS(log, field);
    free(field);
    char *replayed = NULL;
    CHECK_OK(gw_replay(log, again, &replayed));
    CHECK_STR_EQ(replayed, result);
    gw_string_free(replayed);
    GwGame *twin = NULL;
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, again, &twin));
    gw_game_free(twin);

    /* Another list (the shipped one, by NULL or by handle): refused. */
    replayed = untouched;
    check_mismatch(gw_replay(log, NULL, &replayed), small_fp, shipped_fp);
    check_mismatch(gw_replay(log, shipped, &replayed), small_fp, shipped_fp);
    CHECK_STR_EQ(replayed, "sentinel");
    GwGame *none = NULL;
    check_mismatch(gw_game_from_log(log, NULL, &none), small_fp, shipped_fp);
    check_mismatch(gw_game_restore(snap.ptr, snap.len, shipped, &none), small_fp, shipped_fp);
    CHECK(none == NULL);
    bool yes = true;
    check_mismatch(gw_verify(log, result, NULL, &yes), small_fp, shipped_fp);
    check_mismatch(gw_verify_with(log, result, NULL, GW_VERIFY_TRUST_BOTS, &yes), small_fp,
                   shipped_fp);
    CHECK(yes);
    gw_bytes_free(&snap);
    gw_string_free(result);
    gw_string_free(log);
    gw_game_free(g);

    /* A shipped-list game replayed with a custom list. */
    g = resigned_duel(NULL);
    log = log_of(g);
    CHECK_CONTAINS(log, "\"lexicon_sha256\":\"" SHIPPED_FINGERPRINT "\"");
    check_mismatch(gw_replay(log, small, &replayed), shipped_fp, small_fp);
    gw_string_free(log);
    gw_game_free(g);

    gw_string_free(again_fp);
    gw_string_free(small_fp);
    gw_string_free(shipped_fp);
    gw_lexicon_free(again);
    gw_lexicon_free(small);
    gw_lexicon_free(shipped);
}

/* ---- the shared replay vectors ------------------------------------------ */

/* tests/vectors/hunt (log version 4) and tests/vectors/hunt-v1 (version 1
 * logs). GW_VECTORS_DIR overrides the parent directory (default: relative
 * to the repository root, where `make test-c` runs). */
static void test_vectors(void) {
    const char *root = getenv("GW_VECTORS_DIR");
    if (!root) root = "tests/vectors";
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/hunt", root);
    CHECK(replay_folder(dir) >= 23);
    snprintf(dir, sizeof dir, "%s/hunt-v1", root);
    CHECK(replay_folder(dir) >= 4);
}

int main(void) {
    test_versions_and_status_names();
    test_lexicon();
    test_hunt_analysis();
    test_free_functions_accept_null();
    test_invalid_handles();
    test_threads();
    test_game_bad_configs();
    test_game_statuses();
    test_hunt_game();
    test_hunt_game_variants();
    test_hunt_miss_limit();
    test_generic_round_matches_typed();
    test_hunt_game_threads();
    test_pinned_list();
    test_vectors();
    return gw_report();
}
