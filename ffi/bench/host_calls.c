/* host_calls: the host-facing calls a user waits on, timed from C as every
 * binding times them (performance.md, "Host calls in every language"): the
 * rows of tests/bench/host_calls.json, each through include/gridwords.h,
 * batch by batch as the spec's "about" says. core/benches/host_calls.rs is
 * the reference; tools/bench_host_calls.py sets the figures beside it.
 *
 *   make bench-host-calls
 *
 * builds it against the release static library, with the spec as a header
 * of static arrays (host_calls_spec.h, written into $(TARGET_DIR)/bench/ by
 * tools/bench_spec_h.py: C reads no JSON), and runs it with the other
 * languages' runners. It prints one JSON line a row,
 * {"lang":"c","row":...,"ns":...} (the median batch's time per call, in ns).
 *
 * As in Rust, what a call hands out (a game, a string, a snapshot's bytes)
 * is freed inside the timed loop, as Rust drops it there; a fresh row's
 * copies are restored before the clock starts and freed after it stops.
 * `act` and `advance` ask for the events (the JSON text gw_game_act() and
 * gw_game_advance() write), which a host forwards; Rust's calls return them
 * typed. Any failed call, or a verify that says false, ends the program
 * with the status and the library's message. */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gridwords.h"
#include "host_calls_spec.h"

enum Call { CREATE, ACT, VIEW, SNAPSHOT, RESTORE, REPLAY, VERIFY, BEST_SWAPS, ADVANCE };

static const char *const CALL_NAMES[] = {"create",  "act",    "view",       "snapshot", "restore",
                                         "replay", "verify", "best_swaps", "advance"};

/* Exits with the status and the library's message when a call failed. */
static void check(GwStatus status, const SpecRow *row, const char *what) {
    if (status != GW_STATUS_OK) {
        fprintf(stderr, "host_calls: %s: %s failed: GW_STATUS_%s: %s\n", row->row, what,
                gw_status_name(status), gw_last_error_message());
        exit(1);
    }
}

static void die(const SpecRow *row, const char *what) {
    fprintf(stderr, "host_calls: %s: %s\n", row->row, what);
    exit(1);
}

static enum Call call_of(const SpecRow *row) {
    for (size_t i = 0; i < sizeof CALL_NAMES / sizeof CALL_NAMES[0]; i++) {
        if (strcmp(row->call, CALL_NAMES[i]) == 0) return (enum Call)i;
    }
    die(row, "unknown call");
    return CREATE;
}

static uint64_t now_ns(void) {
    struct timespec t;
    if (clock_gettime(CLOCK_MONOTONIC, &t) != 0) {
        perror("clock_gettime");
        exit(1);
    }
    return (uint64_t)t.tv_sec * UINT64_C(1000000000) + (uint64_t)t.tv_nsec;
}

/* A row's game, set up as the spec says. */
static GwGame *set_up(const SpecRow *row) {
    GwGame *g = NULL;
    check(gw_game_new(row->config, NULL, 0, &g), row, "setup gw_game_new");
    for (size_t i = 0; i < row->n_setup; i++) {
        const SpecStep *step = &row->setup[i];
        char *events = NULL;
        if (step->act == NULL) {
            check(gw_game_advance(g, step->at, &events), row, "setup gw_game_advance");
        } else {
            check(gw_game_act(g, step->act, step->at, &events), row, "setup gw_game_act");
        }
        gw_string_free(events);
    }
    return g;
}

/* What every call of a row needs, made before the clock starts. */
typedef struct Bench {
    const SpecRow *row;
    enum Call call;
    GwBytes snapshot;
    char *log;
    char *result; /* NULL while the set-up game is not over */
    GwGame *shared;
} Bench;

static GwGame *restore(const Bench *b) {
    GwGame *g = NULL;
    check(gw_game_restore(b->snapshot.ptr, b->snapshot.len, NULL, &g), b->row, "gw_game_restore");
    return g;
}

/* One call of the row on `g` (its own copy for a fresh row). */
static void call(const Bench *b, GwGame *g) {
    const SpecRow *row = b->row;
    char *out = NULL;
    switch (b->call) {
    case CREATE: {
        GwGame *made = NULL;
        check(gw_game_new(row->config, NULL, 0, &made), row, "gw_game_new");
        gw_game_free(made);
        return;
    }
    case ACT:
        check(gw_game_act(g, row->arg, row->now_ms, &out), row, "gw_game_act");
        break;
    case ADVANCE:
        check(gw_game_advance(g, row->now_ms, &out), row, "gw_game_advance");
        break;
    case VIEW:
        check(gw_game_view(g, 0, &out), row, "gw_game_view");
        break;
    case SNAPSHOT: {
        GwBytes bytes = {NULL, 0};
        check(gw_game_snapshot(g, &bytes), row, "gw_game_snapshot");
        gw_bytes_free(&bytes);
        return;
    }
    case RESTORE:
        gw_game_free(restore(b));
        return;
    case REPLAY:
        check(gw_replay(b->log, NULL, &out), row, "gw_replay");
        break;
    case VERIFY: {
        bool ok = false;
        check(gw_verify(b->log, b->result, NULL, &ok), row, "gw_verify");
        if (!ok) die(row, "gw_verify said false");
        return;
    }
    case BEST_SWAPS:
        check(gw_solo_best_swaps(g, row->k, &out), row, "gw_solo_best_swaps");
        break;
    }
    if (out == NULL) die(row, "the call handed out no string");
    gw_string_free(out);
}

/* One batch of `n` calls, in ns. */
static uint64_t batch(const Bench *b, size_t n) {
    GwGame **games = NULL;
    if (b->row->fresh) {
        games = malloc(n * sizeof *games);
        if (games == NULL) die(b->row, "out of memory");
        for (size_t i = 0; i < n; i++) games[i] = restore(b);
    }
    uint64_t t = now_ns();
    for (size_t i = 0; i < n; i++) call(b, games ? games[i] : b->shared);
    uint64_t elapsed = now_ns() - t;
    if (games) {
        for (size_t i = 0; i < n; i++) gw_game_free(games[i]);
        free(games);
    }
    return elapsed;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* `s` as a JSON string (its UTF-8 bytes as they are). */
static void print_json_string(const char *s) {
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            printf("\\%c", *p);
        } else if (*p < 0x20) {
            printf("\\u%04x", *p);
        } else {
            putchar(*p);
        }
    }
    putchar('"');
}

int main(void) {
    if (gw_abi_version() != GW_ABI_VERSION) {
        fprintf(stderr, "host_calls: header ABI %d, library ABI %u\n", GW_ABI_VERSION,
                (unsigned)gw_abi_version());
        return 1;
    }
    const double batch_ns = SPEC_BATCH_MS * 1e6;
    check(gw_warm_up(NULL), &spec_rows[0], "gw_warm_up");
    for (size_t r = 0; r < SPEC_ROWS; r++) {
        const SpecRow *row = &spec_rows[r];
        Bench b = {row, call_of(row), {NULL, 0}, NULL, NULL, NULL};
        GwGame *set = set_up(row);
        check(gw_game_snapshot(set, &b.snapshot), row, "gw_game_snapshot");
        check(gw_game_log(set, &b.log), row, "gw_game_log");
        check(gw_game_result(set, &b.result), row, "gw_game_result");
        gw_game_free(set);
        if (b.call == VERIFY && b.result == NULL) die(row, "verify of a game that is not over");
        b.shared = restore(&b);

        size_t n = 1;
        while ((double)batch(&b, n) < batch_ns && n < ((size_t)1 << 20)) n *= 2;
        double per_call[SPEC_BATCHES];
        for (int i = 0; i < SPEC_BATCHES; i++) per_call[i] = (double)batch(&b, n) / (double)n;
        qsort(per_call, SPEC_BATCHES, sizeof per_call[0], by_value);
        double ns = per_call[SPEC_BATCHES / 2];

        printf("{\"lang\":\"c\",\"row\":");
        print_json_string(row->row);
        printf(",\"ns\":%.0f}\n", ns);
        fflush(stdout);

        gw_game_free(b.shared);
        gw_bytes_free(&b.snapshot);
        gw_string_free(b.log);
        gw_string_free(b.result);
    }
    return 0;
}
