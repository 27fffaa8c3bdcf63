/* gw_verify_many() through the C ABI: a batch of records, any game's,
 * judged each as gw_verify_report() judges it alone, in input order, on
 * one thread and on every core; one record that is not JSON is its own
 * verdict; the progress callback hears every record, one call at a time,
 * and its false stops the batch (the records not judged are null); bad
 * arguments change nothing. Built and run like test_ffi.c by `make
 * test-c` (static, shared, under valgrind) and `make test-c-sanitize`. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"
#include "support.h"

/* A game of `config` advanced to `until`: its log and result. */
static void finished(const char *config, uint64_t until, char **log, char **result) {
    GwGame *g = NULL;
    char *events = NULL;
    CHECK_OK(gw_game_new(config, NULL, 0, &g));
    CHECK_OK(gw_game_advance(g, until, &events));
    gw_string_free(events);
    *log = log_of(g);
    *result = result_of(g);
    CHECK(*result != NULL);
    gw_game_free(g);
}

struct Heard {
    size_t calls, last, total;
    size_t stop_after; /* 0: never stop */
    bool busy, overlapped;
};

static bool on_progress(void *user, size_t done, size_t total) {
    struct Heard *h = user;
    if (h->busy) h->overlapped = true;
    h->busy = true;
    h->calls++;
    if (done < h->last) h->overlapped = true;
    h->last = done;
    h->total = total;
    h->busy = false;
    return h->stop_after == 0 || h->calls < h->stop_after;
}

static void test_verdicts(void) {
    char *duel_log, *duel_result, *solo_log, *solo_result;
    finished("{\"game\":\"duel\",\"seats\":[\"bot:hard\",\"bot:medium\"],\"seed\":3}", 3600000,
             &duel_log, &duel_result);
    finished("{\"game\":\"solo\",\"seed\":11}", 300000, &solo_log, &solo_result);
    const char *logs[] = {duel_log, solo_log, solo_log, "{not json"};
    const char *results[] = {duel_result, solo_result, duel_result, solo_result};

    char *report = NULL;
    CHECK_OK(gw_verify_report(solo_log, duel_result, NULL, 0, &report));
    CHECK(report != NULL);
    char want_false[512];
    snprintf(want_false, sizeof want_false, "{\"verified\":false,\"report\":\"%s\"}", report);
    gw_string_free(report);

    for (uint32_t threads = 0; threads <= 2; threads++) {
        char *verdicts = NULL;
        struct Heard heard = {0};
        CHECK_OK(gw_verify_many(logs, results, 4, NULL, 0, NULL, 0, threads, on_progress, &heard,
                                &verdicts));
        const char *two_true = "[{\"verified\":true},{\"verified\":true},";
        CHECK(strncmp(verdicts, two_true, strlen(two_true)) == 0);
        CHECK(strstr(verdicts, want_false) != NULL);
        CHECK(strstr(verdicts, "{\"verified\":false,\"code\":\"INVALID_LOG\",\"message\":") != NULL);
        CHECK(heard.calls == 4 && heard.last == 4 && heard.total == 4);
        CHECK(!heard.overlapped);
        gw_string_free(verdicts);
    }

    /* Stopped after the first record on one thread: the rest are null. */
    char *verdicts = NULL;
    struct Heard stop = {.stop_after = 1};
    CHECK_OK(gw_verify_many(logs, results, 4, NULL, 0, NULL, 0, 1, on_progress, &stop, &verdicts));
    CHECK_STR_EQ(verdicts, "[{\"verified\":true},null,null,null]");
    gw_string_free(verdicts);

    /* Trusting the bots, and no records at all. */
    CHECK_OK(gw_verify_many(logs, results, 2, NULL, GW_VERIFY_TRUST_BOTS, NULL, 0, 0, NULL, NULL,
                            &verdicts));
    CHECK_STR_EQ(verdicts, "[{\"verified\":true},{\"verified\":true}]");
    gw_string_free(verdicts);
    CHECK_OK(gw_verify_many(NULL, NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL, &verdicts));
    CHECK_STR_EQ(verdicts, "[]");
    gw_string_free(verdicts);

    /* Bad arguments set nothing. */
    char *untouched = (char *)"untouched";
    char *out = untouched;
    CHECK_STATUS(gw_verify_many(logs, results, 2, NULL, 99, NULL, 0, 0, NULL, NULL, &out),
                 GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_verify_many(logs, results, 2, NULL, 0, NULL, 0, 5000, NULL, NULL, &out),
                 GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_verify_many(NULL, results, 2, NULL, 0, NULL, 0, 0, NULL, NULL, &out),
                 GW_STATUS_NULL_ARGUMENT);
    const char *holey[] = {solo_log, NULL};
    CHECK_STATUS(gw_verify_many(holey, results, 2, NULL, 0, NULL, 0, 0, NULL, NULL, &out),
                 GW_STATUS_NULL_ARGUMENT);
    CHECK(out == untouched);
    CHECK_STATUS(gw_verify_many(logs, results, 2, NULL, 0, NULL, 0, 0, NULL, NULL, NULL),
                 GW_STATUS_NULL_ARGUMENT);

    gw_string_free(duel_log);
    gw_string_free(duel_result);
    gw_string_free(solo_log);
    gw_string_free(solo_result);
}

int main(void) {
    test_verdicts();
    return gw_report();
}
