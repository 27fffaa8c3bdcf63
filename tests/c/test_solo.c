/* Tests of Sóló (`solo`) through the gridwords C ABI: the typed calls
 * (gw_solo_*) on the generic GwGame handle, the analysis calls (deal,
 * rating), a game driven by gw_solo_best_swaps(), every refusal status with
 * the game unchanged, cancel, the clock's end seen by gw_game_advance(), the
 * generic JSON path against the typed one, WRONG_GAME both ways, and the
 * shared vectors. Built and run like test_ffi.c by `make test-c` (static,
 * shared, then both under valgrind).
 *
 * Cells are 0-99 row-major on the 10x10 field; one seat, 0. */
#define _POSIX_C_SOURCE 200809L /* opendir, readdir */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"
#include "support.h"

#define SEED42 "{\"game\":\"solo\",\"seed\":42}"
#define FIELD42                                                                                    \
    "ebdeeveaeaflcrtdgkaipnroetbsheivyrfesesonuntrxminioaqatsouaadietgziopilsgrdienjlweoohcmotila" \
    "yrenawuu"
#define CLOCK_MS 300000u

static GwGame *new_game(const char *config, uint64_t now_ms) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(config, NULL, now_ms, &g));
    CHECK(g != NULL);
    return g;
}

static unsigned score_of(const GwGame *g) {
    uint32_t s = 0;
    CHECK_OK(gw_solo_score(g, &s));
    return s;
}

/* Occurrences of `needle` in `hay`. */
static int count(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = hay; p && (p = strstr(p, needle)) != NULL; p += strlen(needle)) n++;
    return n;
}

/* The number of Frozen cells in the game's view ("across", "down", "both":
 * neither "free" nor "fixed"), and checks the view holds 100 cell states. */
static int frozen_in_view(const GwGame *g) {
    char *view = NULL;
    CHECK_OK(gw_game_view(g, 0, &view));
    const char *cells = view ? strstr(view, "\"cells\":[") : NULL;
    CHECK(cells != NULL);
    int frozen = -1;
    if (cells) {
        char *list = strndup(cells, (size_t)(strchr(cells, ']') - cells));
        int fr = count(list, "\"free\""), fx = count(list, "\"fixed\""),
            ac = count(list, "\"across\""), dn = count(list, "\"down\""),
            bo = count(list, "\"both\"");
        CHECK(fr + fx + ac + dn + bo == 100);
        frozen = 100 - fr - fx;
        free(list);
    }
    gw_string_free(view);
    return frozen;
}

/* The log replays to the game's result, byte for byte. */
static void check_replay(const GwGame *g) {
    char *log = log_of(g), *result = result_of(g), *replayed = NULL;
    CHECK(result != NULL);
    CHECK_OK(gw_replay(log, NULL, &replayed));
    CHECK_STR_EQ(replayed, result);
    gw_string_free(replayed);
    gw_string_free(result);
    gw_string_free(log);
}

static char SENTINEL[] = "sentinel";

/* A refused call: the expected status, the events out-param untouched, the
 * game's snapshot the same byte for byte. `ev` is the caller's variable. */
#define REFUSE(g, call, status)                                              \
    do {                                                                     \
        GwBytes before_ = {NULL, 0};                                         \
        CHECK_OK(gw_game_snapshot((g), &before_));                           \
        ev = SENTINEL;                                                       \
        CHECK_STATUS(call, status);                                          \
        CHECK(ev == SENTINEL);                                               \
        CHECK(same_state((g), &before_));                                    \
        gw_bytes_free(&before_);                                             \
    } while (0)

/* ---- analysis ------------------------------------------------------------- */

static void test_analysis(void) {
    char *s = NULL;
    CHECK_OK(gw_solo_deal(42, &s));
    CHECK_TAKE(s, FIELD42);
    CHECK_OK(gw_solo_deal(UINT64_MAX, &s));
    CHECK(s != NULL && strlen(s) == 100);
    gw_string_free(s);
    CHECK_STATUS(gw_solo_deal(42, NULL), GW_STATUS_NULL_ARGUMENT);

    /* The game of seed 42 is dealt that field. */
    GwGame *g = new_game(SEED42, 0);
    CHECK_OK(gw_solo_field(g, &s));
    CHECK_TAKE(s, FIELD42);
    CHECK(score_of(g) == 0);
    gw_game_free(g);

    CHECK_OK(gw_solo_rating(NULL, 0, &s));
    CHECK_TAKE(s, "{\"rating\":null,\"best\":null}");
    const uint32_t three[] = {10, 20, 30};
    CHECK_OK(gw_solo_rating(three, 3, &s));
    CHECK_TAKE(s, "{\"rating\":20.0,\"best\":30}");
    /* The best 8 of the last 10: the 100 is too old, the 0 and 1 drop. */
    const uint32_t eleven[] = {100, 0, 1, 10, 10, 10, 10, 10, 10, 10, 10};
    CHECK_OK(gw_solo_rating(eleven, 11, &s));
    CHECK_TAKE(s, "{\"rating\":10.0,\"best\":100}");
    CHECK_STATUS(gw_solo_rating(NULL, 2, &s), GW_STATUS_NULL_ARGUMENT);
}

/* ---- a game driven by best_swaps ------------------------------------------ */

static void test_greedy_game(void) {
    GwGame *g = new_game(SEED42, 1000);
    char *best = NULL, *ev = NULL;
    CHECK_OK(gw_solo_best_swaps(g, 2, &best));
    CHECK_TAKE(best,
               "[{\"a\":86,\"b\":93,\"points\":11,\"words\":["
               "{\"word\":\"torch\",\"cells\":[88,87,86,85,84],\"axis\":\"across\",\"reversed\":true},"
               "{\"word\":\"laymen\",\"cells\":[90,91,92,93,94,95],\"axis\":\"across\",\"reversed\":false}]},"
               "{\"a\":2,\"b\":93,\"points\":10,\"words\":["
               "{\"word\":\"reeve\",\"cells\":[2,3,4,5,6],\"axis\":\"across\",\"reversed\":false},"
               "{\"word\":\"waned\",\"cells\":[97,96,95,94,93],\"axis\":\"across\",\"reversed\":true}]}]");
    CHECK_OK(gw_solo_best_swaps(g, 0, &best));
    CHECK_TAKE(best, "[]");

    /* Always the best swap, one second apart, until the field fills up. */
    unsigned total = 0, moves = 0;
    uint64_t now = 1000;
    bool over = false;
    while (!over && moves < 60) {
        CHECK_OK(gw_solo_best_swaps(g, 1, &best));
        unsigned a = 0, b = 0, points = 0;
        int got = best ? sscanf(best, "[{\"a\":%u,\"b\":%u,\"points\":%u", &a, &b, &points) : 0;
        gw_string_free(best);
        CHECK(got == 3);
        if (got != 3) break;
        now += 1000;
        CHECK_OK(gw_solo_swap(g, a, b, now, &ev));
        char head[96];
        snprintf(head, sizeof head, "[{\"type\":\"swap\",\"a\":%u,\"b\":%u,\"points\":%u,", a, b, points);
        CHECK(ev != NULL && strncmp(ev, head, strlen(head)) == 0);
        gw_string_free(ev);
        total += points;
        moves++;
        CHECK(score_of(g) == total);
        CHECK(frozen_in_view(g) == (int)total);
        CHECK_OK(gw_game_is_over(g, &over));
    }
    CHECK(over);
    CHECK(total > 11);
    char *result = result_of(g);
    CHECK_CONTAINS(result, "\"reason\":\"field_full\"");
    char want[64];
    snprintf(want, sizeof want, "\"score\":%u,", total);
    CHECK_CONTAINS(result, want);
    gw_string_free(result);
    check_replay(g);
    gw_game_free(g);
}

/* ---- refusals ------------------------------------------------------------- */

static void test_refusals(void) {
    GwGame *g = new_game(SEED42, 0);
    char *ev = NULL;
    REFUSE(g, gw_solo_swap(g, 5, 5, 10, &ev), GW_STATUS_SAME_CELL);
    REFUSE(g, gw_solo_swap(g, 5, 100, 10, &ev), GW_STATUS_CELL_OUT_OF_RANGE);
    REFUSE(g, gw_solo_swap(g, UINT32_MAX, 0, 10, &ev), GW_STATUS_CELL_OUT_OF_RANGE);
    CHECK_OK(gw_solo_swap(g, 86, 93, 100, &ev));
    CHECK_CONTAINS(ev, "\"frozen\":[84,85,86,87,88,90,91,92,93,94,95],\"fixed\":[],\"at_ms\":100}]");
    gw_string_free(ev);
    REFUSE(g, gw_solo_swap(g, 86, 0, 200, &ev), GW_STATUS_CELL_NOT_FREE);
    REFUSE(g, gw_solo_swap(g, 50, 50, 50, &ev), GW_STATUS_TIME_WENT_BACKWARDS);
    REFUSE(g, gw_solo_cancel(g, 200, &ev), GW_STATUS_CANCEL_TOO_LATE);
    REFUSE(g, gw_solo_swap(NULL, 0, 1, 200, &ev), GW_STATUS_NULL_ARGUMENT);
    uint32_t score = 0;
    CHECK_STATUS(gw_solo_score(g, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_solo_score(NULL, &score), GW_STATUS_NULL_ARGUMENT);

    /* WRONG_GAME both ways: Sóló calls on other games, theirs on Sóló. */
    GwGame *hunt = new_game("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1}", 0);
    GwGame *duel = new_game("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1}", 0);
    GwGame *others[] = {hunt, duel};
    for (int i = 0; i < 2; i++) {
        GwGame *o = others[i];
        REFUSE(o, gw_solo_swap(o, 0, 1, 10, &ev), GW_STATUS_WRONG_GAME);
        REFUSE(o, gw_solo_finish(o, 10, &ev), GW_STATUS_WRONG_GAME);
        REFUSE(o, gw_solo_cancel(o, 10, &ev), GW_STATUS_WRONG_GAME);
        REFUSE(o, gw_solo_field(o, &ev), GW_STATUS_WRONG_GAME);
        REFUSE(o, gw_solo_cells(o, &ev), GW_STATUS_WRONG_GAME);
        REFUSE(o, gw_solo_best_swaps(o, 3, &ev), GW_STATUS_WRONG_GAME);
        CHECK_STATUS(gw_solo_score(o, &score), GW_STATUS_WRONG_GAME);
    }
    REFUSE(g, gw_hunt_submit(g, 0, "tone", 300, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(g, gw_hunt_tray(g, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(g, gw_duel_resign(g, 0, 300, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(g, gw_duel_board(g, &ev), GW_STATUS_WRONG_GAME);
    gw_game_free(hunt);
    gw_game_free(duel);

    /* Finished: GAME_OVER after, the result kept. */
    CHECK_OK(gw_solo_finish(g, 1000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":1000,\"reason\":\"finished\"}]");
    REFUSE(g, gw_solo_swap(g, 0, 1, 2000, &ev), GW_STATUS_GAME_OVER);
    REFUSE(g, gw_solo_finish(g, 2000, &ev), GW_STATUS_GAME_OVER);
    char *result = result_of(g);
    CHECK_CONTAINS(result, "\"seed\":\"0x000000000000002a\",\"score\":11,\"reason\":\"finished\"");
    gw_string_free(result);
    check_replay(g);
    gw_game_free(g);
}

/* ---- cancel and the clock --------------------------------------------------- */

static void test_cancel_and_clock(void) {
    char *ev = NULL;
    GwGame *g = new_game(SEED42, 500);
    CHECK_OK(gw_solo_cancel(g, 600, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":600,\"reason\":\"cancelled\"}]");
    REFUSE(g, gw_solo_swap(g, 0, 1, 700, &ev), GW_STATUS_GAME_OVER);
    char *result = result_of(g);
    CHECK_CONTAINS(result, "\"score\":0,\"reason\":\"cancelled\"");
    gw_string_free(result);
    check_replay(g);
    gw_game_free(g);

    /* The clock runs out after a move: advance sees it; then TIME_UP. */
    g = new_game(SEED42, 500);
    uint64_t due = 0;
    bool has = false;
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(has && due == 500 + CLOCK_MS);
    CHECK_OK(gw_solo_swap(g, 86, 93, 1000, NULL));
    CHECK_OK(gw_game_advance(g, 500 + CLOCK_MS - 1, &ev));
    CHECK_TAKE(ev, "[]");
    /* A swap after the clock ran out is refused, the game unchanged: the
     * end comes with the next gw_game_advance(). */
    REFUSE(g, gw_solo_swap(g, 0, 1, 500 + CLOCK_MS, &ev), GW_STATUS_TIME_UP);
    CHECK_OK(gw_game_advance(g, 500 + CLOCK_MS, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":300500,\"reason\":\"clock\"}]");
    REFUSE(g, gw_solo_swap(g, 0, 1, 400000, &ev), GW_STATUS_TIME_UP);
    result = result_of(g);
    CHECK_CONTAINS(result, "\"score\":11,\"reason\":\"clock\"");
    gw_string_free(result);
    check_replay(g);
    gw_game_free(g);

    /* No move before the clock: the game is cancelled. */
    g = new_game(SEED42, 0);
    CHECK_OK(gw_game_advance(g, CLOCK_MS + 5, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":300000,\"reason\":\"cancelled\"}]");
    REFUSE(g, gw_solo_swap(g, 0, 1, CLOCK_MS + 10, &ev), GW_STATUS_TIME_UP);
    check_replay(g);
    gw_game_free(g);
}

/* ---- generic JSON path == typed path ---------------------------------------- */

static void test_generic_matches_typed(void) {
    GwGame *typed = new_game(SEED42, 0), *generic = new_game(SEED42, 0);
    const unsigned swaps[][2] = {{86, 93}, {2, 93}, {2, 40}, {0, 1}, {17, 58}};
    uint64_t now = 0;
    for (size_t i = 0; i < sizeof swaps / sizeof swaps[0]; i++) {
        now += 1500;
        char *ev_t = NULL, *ev_g = NULL, action[96];
        GwStatus st_t = gw_solo_swap(typed, swaps[i][0], swaps[i][1], now, &ev_t);
        snprintf(action, sizeof action, "{\"action\":\"swap\",\"seat\":0,\"a\":%u,\"b\":%u}",
                 swaps[i][0], swaps[i][1]);
        GwStatus st_g = gw_game_act(generic, action, now, &ev_g);
        CHECK(st_t == st_g);
        if (st_t == GW_STATUS_OK) {
            CHECK_STR_EQ(ev_t, ev_g);
        }
        gw_string_free(ev_t);
        gw_string_free(ev_g);
    }
    char *a = NULL, *b = NULL;
    CHECK_OK(gw_solo_field(typed, &a));
    CHECK_OK(gw_solo_field(generic, &b));
    CHECK_STR_EQ(a, b);
    gw_string_free(a);
    gw_string_free(b);
    CHECK_OK(gw_solo_finish(typed, now + 1, NULL));
    CHECK_OK(gw_game_act(generic, "{\"action\":\"finish\",\"seat\":0}", now + 1, NULL));
    char *rt = result_of(typed), *rg = result_of(generic), *lt = log_of(typed), *lg = log_of(generic);
    CHECK_STR_EQ(rt, rg);
    CHECK_STR_EQ(lt, lg);
    gw_string_free(rt);
    gw_string_free(rg);
    gw_string_free(lt);
    gw_string_free(lg);

    /* Cancel through the generic path too. */
    GwGame *c = new_game(SEED42, 0);
    char *ev = NULL;
    CHECK_OK(gw_game_act(c, "{\"action\":\"cancel\",\"seat\":0}", 10, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":10,\"reason\":\"cancelled\"}]");
    gw_game_free(c);

    /* A restored snapshot carries on like the original. */
    GwBytes snap = {NULL, 0};
    GwGame *fresh = new_game(SEED42, 0), *back = NULL;
    CHECK_OK(gw_solo_swap(fresh, 86, 93, 100, NULL));
    CHECK_OK(gw_game_snapshot(fresh, &snap));
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, NULL, &back));
    CHECK(back != NULL);
    if (back) {
        CHECK(score_of(back) == 11);
        CHECK_OK(gw_solo_swap(fresh, 2, 40, 200, &a));
        CHECK_OK(gw_solo_swap(back, 2, 40, 200, &b));
        CHECK_STR_EQ(a, b);
        gw_string_free(a);
        gw_string_free(b);
    }
    gw_bytes_free(&snap);
    gw_game_free(back);
    gw_game_free(fresh);
    gw_game_free(typed);
    gw_game_free(generic);
}

/* ---- the shared vectors ---------------------------------------------------- */

static void test_vectors(void) {
    const char *root = getenv("GW_VECTORS_DIR");
    if (!root) root = "tests/vectors";
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/solo", root);
    CHECK(replay_folder(dir) >= 12);
}

int main(void) {
    CHECK(gw_abi_version() == GW_ABI_VERSION);
    test_analysis();
    test_greedy_game();
    test_refusals();
    test_cancel_and_clock();
    test_generic_matches_typed();
    test_vectors();
    return gw_report();
}
