/* Tests of the gridwords C ABI, compiled against include/gridwords.h and
 * linked once against the static and once against the shared library by
 * `make test-c`, then run under valgrind (no errors, no leaks). */
#include <pthread.h>
#include <stdint.h>
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

#ifdef GW_HAVE_HUNT_GAME
#include "test_hunt_game.inc"
#endif

int main(void) {
    test_versions_and_status_names();
    test_lexicon();
    test_hunt_analysis();
    test_free_functions_accept_null();
    test_threads();
#ifdef GW_HAVE_HUNT_GAME
    test_hunt_game();
#endif
    return gw_report();
}
