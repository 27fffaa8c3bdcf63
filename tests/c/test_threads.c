/* Threads on one game through the gridwords C ABI, as a mobile app drives
 * it (docs/mobile.md, "Threads"):
 *
 * 1. A Wordgrid game, a human against the hard bot, on three threads. A
 *    worker calls gw_game_think() right after each human move (the bot's
 *    search runs there, the game's lock free) and then gw_game_advance() at
 *    gw_game_next_due(). A UI thread acts every 16 ms: on the human's turn
 *    it plays a legal move; on the bot's turn, at a time past the bot's
 *    due move, it offers a draw, declines one or plays (gw_game_act()).
 *    A third thread polls gw_game_view(). Asserted: every advance of the
 *    worker succeeds; every UI call answers OK, BOT_THINKING or a rules
 *    code, and none lasts a search (under 50 ms, while each search's own
 *    duration is printed beside it); no view poll waits for a search (the
 *    same bound). Each thread's longest call is printed.
 * 2. Two threads drive one game, each passing its own read of the
 *    monotonic clock, 100,000 advances each: with gw_game_set_clamp_times()
 *    on, no call is ever TIME_WENT_BACKWARDS; without it, and with the old
 *    `max(now, gw_game_clock_ms())` pattern, the races seen are printed
 *    (not asserted: they depend on the scheduler).
 *
 * Under valgrind (GW_UNDER_VALGRIND=1, set by the Makefile's valgrind
 * runs), which runs threads one at a time and a hard search about 40 times
 * slower (6 s), the same checks run on one bot turn and 5,000 advances a
 * thread, and the time bounds are printed, not asserted. Every wait has a
 * deadline, so a deadlock fails the test instead of hanging it. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gridwords.h"
#include "harness.h"

#define BOUND_MS 50.0 /* far below a hard search that waits (the bug: 448-607 ms) */

static int quick; /* under valgrind or ThreadSanitizer: too slow for the time bounds */

static double wall_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static void sleep_ms(double ms) {
    struct timespec t = {(time_t)(ms / 1e3), (long)((ms - (double)(time_t)(ms / 1e3) * 1e3) * 1e6)};
    nanosleep(&t, NULL);
}

/* ---- 1. worker, UI thread and view poller on one human-vs-hard game ------ */

#define MAX_TURNS 16

struct game_threads {
    GwGame *g;
    int turns;               /* bot turns to run */
    atomic_int human_moves;  /* human moves made so far (UI thread) */
    atomic_int thinking_for; /* the human move whose bot turn the worker thinks about */
    atomic_int done;
    double deadline;
    /* worker */
    double think_ms[MAX_TURNS + 1]; /* each turn's gw_game_think(): its search */
    double worker_max_advance, worker_max_think;
    int advances, advance_failed;
    /* UI thread */
    double ui_max, ui_max_turn[MAX_TURNS + 1];
    int ui_calls, ui_ok, ui_bot_thinking, ui_rules, ui_bad;
    /* view poller */
    double view_max;
    long views, view_bad;
};

static int human_moves_now(struct game_threads *s) { return atomic_load(&s->human_moves); }

static int over(const GwGame *g) {
    bool o = false;
    return gw_game_is_over(g, &o) == GW_STATUS_OK && o;
}

/* The seat to move, or -1 once over. */
static int to_move(const GwGame *g) {
    uint32_t seat = 0;
    bool has = false;
    if (gw_duel_to_move(g, &seat, &has) != GW_STATUS_OK || !has) return -1;
    return (int)seat;
}

static void *worker_main(void *arg) {
    struct game_threads *s = arg;
    int seen = 0;
    while (!atomic_load(&s->done) && wall_ms() < s->deadline) {
        int hm = human_moves_now(s);
        if (hm == seen) {
            sleep_ms(1);
            continue;
        }
        seen = hm;
        /* Right after the human's move: begin the bot's search now. */
        atomic_store(&s->thinking_for, hm);
        double t0 = wall_ms();
        GwStatus st = gw_game_think(s->g);
        double took = wall_ms() - t0;
        if (st != GW_STATUS_OK) s->advance_failed++;
        if (hm <= MAX_TURNS) s->think_ms[hm] = took;
        if (took > s->worker_max_think) s->worker_max_think = took;
        /* Then advance at the bot's due time (here at once: a simulated
         * clock) while its turn stands and no new human move came. */
        while (!over(s->g) && to_move(s->g) == 1 && human_moves_now(s) == seen) {
            uint64_t due = 0;
            bool has = false;
            if (gw_game_next_due(s->g, &due, &has) != GW_STATUS_OK || !has) break;
            t0 = wall_ms();
            st = gw_game_advance(s->g, due, NULL);
            took = wall_ms() - t0;
            s->advances++;
            if (took > s->worker_max_advance) s->worker_max_advance = took;
            if (st != GW_STATUS_OK) {
                s->advance_failed++;
                fprintf(stderr, "FAIL worker: gw_game_advance(%llu) -> %s (%s)\n",
                        (unsigned long long)due, gw_status_name(st), gw_last_error_message());
            }
        }
    }
    return NULL;
}

/* The first legal move of the position as a JSON play action (by word),
 * or 0 when there is none. */
static int first_move_action(const GwGame *g, char *out, size_t cap) {
    char *board = NULL, *played = NULL, *moves = NULL;
    int ok = 0;
    if (gw_duel_board(g, &board) == GW_STATUS_OK && gw_duel_played(g, &played) == GW_STATUS_OK) {
        const char *words[32];
        size_t n = 0;
        for (char *p = strchr(played, '"'); p && n < 32;) {
            char *end = strchr(p + 1, '"');
            if (!end) break;
            *end = 0;
            words[n++] = p + 1;
            p = strchr(end + 1, '"');
        }
        unsigned cell = 0;
        char letter = 0, word[26] = {0};
        const char *w = NULL;
        if (gw_duel_legal_moves(board, words, n, NULL, &moves) == GW_STATUS_OK &&
            sscanf(moves, "[{\"cell\":%u,\"letter\":\"%c\"", &cell, &letter) == 2 &&
            (w = strstr(moves, "\"word\":\"")) != NULL &&
            sscanf(w, "\"word\":\"%25[a-z]\"", word) == 1) {
            snprintf(out, cap, "{\"action\":\"play\",\"seat\":0,\"cell\":%u,\"letter\":\"%c\",\"word\":\"%s\"}",
                     cell, letter, word);
            ok = 1;
        }
    }
    gw_string_free(board);
    gw_string_free(played);
    gw_string_free(moves);
    return ok;
}

/* A refusal the rules give (the game's own answer to the action). */
static int rules_code(GwStatus st) {
    switch (st) {
    case GW_STATUS_NOT_YOUR_TURN:
    case GW_STATUS_CELL_FILLED:
    case GW_STATUS_CELL_NOT_ADJACENT:
    case GW_STATUS_WORD_NOT_IN_LIST:
    case GW_STATUS_WORD_ALREADY_PLAYED:
    case GW_STATUS_WORD_NOT_ON_BOARD:
    case GW_STATUS_DRAW_ALREADY_OFFERED:
    case GW_STATUS_NO_DRAW_OFFER:
    case GW_STATUS_GAME_OVER:
    case GW_STATUS_TIME_UP:
        return 1;
    default:
        return 0;
    }
}

static void ui_count(struct game_threads *s, const char *what, GwStatus st, double took, int turn) {
    s->ui_calls++;
    if (took > s->ui_max) s->ui_max = took;
    if (turn <= MAX_TURNS && took > s->ui_max_turn[turn]) s->ui_max_turn[turn] = took;
    if (st == GW_STATUS_OK) {
        s->ui_ok++;
    } else if (st == GW_STATUS_BOT_THINKING) {
        s->ui_bot_thinking++;
    } else if (rules_code(st)) {
        s->ui_rules++;
    } else {
        s->ui_bad++;
        fprintf(stderr, "FAIL ui: %s -> %s (%s)\n", what, gw_status_name(st), gw_last_error_message());
    }
}

static void *ui_main(void *arg) {
    struct game_threads *s = arg;
    char play[160];
    int tick = 0;
    while (!atomic_load(&s->done) && wall_ms() < s->deadline) {
        sleep_ms(16);
        tick++;
        if (over(s->g)) break;
        int hm = human_moves_now(s);
        uint64_t clock = 0, due = 0;
        bool has = false;
        gw_game_clock_ms(s->g, &clock);
        if (to_move(s->g) == 0) {
            if (hm >= s->turns) break; /* the last bot turn is over */
            /* The human's turn: the player's move, half a second later. */
            if (!first_move_action(s->g, play, sizeof play)) break;
            double t0 = wall_ms();
            GwStatus st = gw_game_act(s->g, play, clock + 500, NULL);
            ui_count(s, "play (human's turn)", st, wall_ms() - t0, hm);
            if (st == GW_STATUS_OK) atomic_fetch_add(&s->human_moves, 1);
            continue;
        }
        /* The bot's turn. Act at a time past its due move once the worker
         * has begun the turn's search (in an app, the move falls due seconds
         * after the search begins). */
        if (atomic_load(&s->thinking_for) != hm) continue;
        if (gw_game_next_due(s->g, &due, &has) != GW_STATUS_OK || !has) continue;
        uint64_t now = due + (uint64_t)tick;
        char *events = NULL;
        double t0 = wall_ms();
        GwStatus st;
        const char *what;
        switch (tick % 3) {
        case 0:
            what = "gw_duel_offer_draw";
            st = gw_duel_offer_draw(s->g, 0, now, &events);
            break;
        case 1:
            what = "gw_duel_decline_draw";
            st = gw_duel_decline_draw(s->g, 0, now, &events);
            break;
        default:
            what = "gw_game_act play";
            st = first_move_action(s->g, play, sizeof play) ? gw_game_act(s->g, play, now, &events)
                                                            : GW_STATUS_NOT_YOUR_TURN;
            /* Made after the bot's move: the human's next move. */
            if (st == GW_STATUS_OK) atomic_fetch_add(&s->human_moves, 1);
            break;
        }
        ui_count(s, what, st, wall_ms() - t0, hm);
        CHECK(st == GW_STATUS_OK || events == NULL); /* a refusal writes no events */
        gw_string_free(events);
    }
    atomic_store(&s->done, 1);
    return NULL;
}

static void *viewer_main(void *arg) {
    struct game_threads *s = arg;
    while (!atomic_load(&s->done) && wall_ms() < s->deadline) {
        char *view = NULL;
        double t0 = wall_ms();
        GwStatus st = gw_game_view(s->g, 0, &view);
        double took = wall_ms() - t0;
        s->views++;
        if (st != GW_STATUS_OK || view == NULL) s->view_bad++;
        if (took > s->view_max) s->view_max = took;
        gw_string_free(view);
        sleep_ms(1);
    }
    return NULL;
}

static void test_worker_ui_and_viewer(void) {
    struct game_threads *s = calloc(1, sizeof *s);
    CHECK(s != NULL);
    if (!s) return;
    CHECK_OK(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"bot:hard\"],\"seed\":42}", NULL, 0,
                         &s->g));
    /* The UI thread reads the bot's due time and acts past it while the
     * worker advances to it: clamped times, so neither is ever refused for
     * arriving second (test 2). */
    CHECK_OK(gw_game_set_clamp_times(s->g, true));
    s->turns = quick ? 1 : 6;
    s->deadline = wall_ms() + (quick ? 600e3 : 120e3);
    pthread_t worker, ui, viewer;
    CHECK(pthread_create(&worker, NULL, worker_main, s) == 0);
    CHECK(pthread_create(&viewer, NULL, viewer_main, s) == 0);
    CHECK(pthread_create(&ui, NULL, ui_main, s) == 0);
    CHECK(pthread_join(ui, NULL) == 0);
    atomic_store(&s->done, 1);
    CHECK(pthread_join(worker, NULL) == 0);
    CHECK(pthread_join(viewer, NULL) == 0);
    CHECK(wall_ms() < s->deadline); /* no deadlock, no stall */

    int turns = human_moves_now(s);
    CHECK(turns >= s->turns || over(s->g));
    CHECK(s->advances >= 1);
    CHECK(s->advance_failed == 0);
    CHECK(s->ui_bad == 0);
    CHECK(s->view_bad == 0);
    CHECK(s->views > 0);
    printf("test_threads: %d bot turns of a human-vs-hard game; the searches (gw_game_think on the "
           "worker):",
           turns);
    for (int t = 1; t <= turns && t <= MAX_TURNS; t++) printf(" %.1f", s->think_ms[t]);
    printf(" ms\n");
    printf("test_threads: longest call: worker gw_game_think %.1f ms (the search), gw_game_advance "
           "%.2f ms (%d advances, all OK); UI %.2f ms (%d calls: %d OK, %d BOT_THINKING, %d rules "
           "codes); gw_game_view %.2f ms (%ld polls)\n",
           s->worker_max_think, s->worker_max_advance, s->advances, s->ui_max, s->ui_calls, s->ui_ok,
           s->ui_bot_thinking, s->ui_rules, s->view_max, s->views);
    if (quick) {
        printf("test_threads: under valgrind or TSan: the %.0f ms bounds are not asserted\n", BOUND_MS);
    } else {
        /* A UI call may run a search only if nobody had begun it: when it
         * came between the worker's flag and its claim (the worker's think
         * then found it begun and returned at once). Never otherwise. */
        for (int t = 0; t <= turns && t <= MAX_TURNS; t++) {
            if (s->ui_max_turn[t] < BOUND_MS) continue;
            if (t >= 1 && s->think_ms[t] < 1.0) {
                printf("test_threads: turn %d: the UI thread ran the search itself (%.1f ms): it "
                       "acted before the worker began it, as the rule allows\n",
                       t, s->ui_max_turn[t]);
                continue;
            }
            fprintf(stderr, "FAIL ui: a call on turn %d took %.1f ms (the search: %.1f ms)\n", t,
                    s->ui_max_turn[t], t >= 1 ? s->think_ms[t] : 0.0);
            gw_failed++;
        }
        CHECK(s->view_max < BOUND_MS);
        CHECK(s->worker_max_advance < BOUND_MS); /* each move was found by the think */
    }
    char *log = NULL, *replayed = NULL;
    CHECK_OK(gw_game_log(s->g, &log));
    /* The log holds each bot's move: a game rebuilt from it is the same. */
    GwGame *again = NULL;
    CHECK_OK(gw_game_from_log(log, NULL, &again));
    CHECK_OK(gw_game_log(again, &replayed));
    CHECK(log && replayed && strcmp(log, replayed) == 0);
    gw_string_free(replayed);
    gw_string_free(log);
    gw_game_free(again);
    gw_game_free(s->g);
    free(s);
}

/* ---- 2. two threads, one game, their own clock reads ---------------------- */

enum clock_use { OWN_CLOCK, MAX_OF_GAME_CLOCK };

struct racer {
    GwGame *g;
    long n;
    enum clock_use use;
    atomic_int *go;
    long backwards, other;
};

static uint64_t mono_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

static void *racer_main(void *arg) {
    struct racer *r = arg;
    while (!atomic_load(r->go)) {
    }
    for (long i = 0; i < r->n; i++) {
        uint64_t now = mono_ms();
        if (r->use == MAX_OF_GAME_CLOCK) {
            uint64_t clock = 0;
            gw_game_clock_ms(r->g, &clock);
            if (clock > now) now = clock;
        }
        GwStatus st = gw_game_advance(r->g, now, NULL);
        if (st == GW_STATUS_TIME_WENT_BACKWARDS)
            r->backwards++;
        else if (st != GW_STATUS_OK)
            r->other++;
    }
    return NULL;
}

/* Two threads, `n` advances each; the TIME_WENT_BACKWARDS refusals. */
static long race(bool clamp, enum clock_use use, long n, double *ms) {
    GwGame *g = NULL;
    /* Two humans: nothing falls due for ten minutes, so every advance is
     * the clock rule and the lock alone. */
    CHECK_OK(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":3}", NULL,
                         mono_ms(), &g));
    CHECK_OK(gw_game_set_clamp_times(g, clamp));
    bool on = !clamp;
    CHECK_OK(gw_game_clamp_times(g, &on));
    CHECK(on == clamp);
    atomic_int go = 0;
    struct racer r[2] = {{g, n, use, &go, 0, 0}, {g, n, use, &go, 0, 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, racer_main, &r[i]) == 0);
    double t0 = wall_ms();
    atomic_store(&go, 1);
    for (int i = 0; i < 2; i++) CHECK(pthread_join(t[i], NULL) == 0);
    *ms = wall_ms() - t0;
    CHECK(r[0].other == 0 && r[1].other == 0);
    uint64_t clock = 0;
    CHECK_OK(gw_game_clock_ms(g, &clock));
    CHECK(clock <= mono_ms());
    gw_game_free(g);
    return r[0].backwards + r[1].backwards;
}

static void test_clamped_times_never_race(void) {
    long n = quick ? 5000 : 100000;
    double ms_clamp = 0, ms_own = 0, ms_max = 0;
    long clamped = race(true, OWN_CLOCK, n, &ms_clamp);
    CHECK(clamped == 0);
    long own = race(false, OWN_CLOCK, n, &ms_own);
    long max_pattern = race(false, MAX_OF_GAME_CLOCK, n, &ms_max);
    printf("test_threads: two threads, %ld advances each on their own clock reads: "
           "TIME_WENT_BACKWARDS %ld with gw_game_set_clamp_times (%.0f ms); without it %ld (%.0f ms), "
           "and %ld with max(now, gw_game_clock_ms()) (%.0f ms)\n",
           n, clamped, ms_clamp, own, ms_own, max_pattern, ms_max);
}

int main(void) {
    const char *vg = getenv("GW_UNDER_VALGRIND");
    const char *ts = getenv("GW_UNDER_TSAN");
    quick = (vg && *vg && strcmp(vg, "0") != 0) || (ts && *ts && strcmp(ts, "0") != 0);
    /* At launch, off the UI thread: the one-time work (docs/mobile.md). */
    CHECK_OK(gw_warm_up(NULL));
    test_worker_ui_and_viewer();
    test_clamped_times_never_race();
    return gw_report();
}
