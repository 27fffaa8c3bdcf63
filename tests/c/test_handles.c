/* Handles that cannot alias, through the gridwords C ABI: a game handle
 * made and freed 1,000,000 times, the handle just freed used after each
 * free (GW_STATUS_INVALID_HANDLE every time, never another game), and the
 * first handle freed checked against every new one. A handle is a number
 * from a counter that never repeats, not an address (ffi/src/handles.rs),
 * so this holds however the allocator reuses memory; before, the new game
 * got the freed game's address in 1,000 of 1,000 cycles.
 *
 * The game is the cheapest to make, as measured first and printed: a
 * two-human Wordgrid game (about 1 us to make and free, against about 4 us
 * for Sóló and 12 us for Word Grid, which deal; a cycle with its refused
 * call about 2-3 us here, so the million take 2-3 s). Built and run by `make test-c` and `make test-c-sanitize`
 * like the other C tests; under valgrind (GW_UNDER_VALGRIND=1, set by the
 * Makefile's valgrind runs) 5,000 cycles instead, since valgrind runs the
 * loop about 100 times slower (20,000 took 7 s), and under AddressSanitizer
 * (`make test-c-sanitize`, seen at compile time) 100,000, since ASan's
 * allocator makes a cycle about 20 us (the million took 21 s).
 * GW_HANDLE_CYCLES=n overrides the count. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gridwords.h"
#include "harness.h"

static double wall_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int under_valgrind(void) {
    const char *vg = getenv("GW_UNDER_VALGRIND");
    return vg && *vg && strcmp(vg, "0") != 0;
}

static long cycles_wanted(void) {
    const char *n = getenv("GW_HANDLE_CYCLES");
    if (n && *n) return strtol(n, NULL, 10);
    if (under_valgrind()) return 5000;
#ifdef __SANITIZE_ADDRESS__
    return 100000;
#else
    return 1000000;
#endif
}

#define SOLO "{\"game\":\"solo\",\"seed\":1}"
#define DUEL "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1}"

/* What one cycle costs for each game and a lexicon handle, measured here
 * so the choice of the cheapest game handle is shown, not assumed. */
static void measure_kinds(void) {
    /* The one-time work (the word list's check) first, so it is in no
     * kind's figure. */
    CHECK_OK(gw_warm_up(NULL));
    const char *configs[] = {SOLO, "{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1}",
                             DUEL};
    const char *names[] = {"solo", "hunt", "duel"};
    for (int k = 0; k < 3; k++) {
        double t0 = wall_ms();
        int n = under_valgrind() ? 100 : 2000;
        for (int i = 0; i < n; i++) {
            GwGame *g = NULL;
            CHECK_OK(gw_game_new(configs[k], NULL, 0, &g));
            gw_game_free(g);
        }
        printf("test_handles: a %s game handle new+free: %.2f us\n", names[k],
               (wall_ms() - t0) * 1e3 / n);
    }
    double t0 = wall_ms();
    int n = under_valgrind() ? 100 : 2000;
    for (int i = 0; i < n; i++) {
        GwLexicon *l = NULL;
        CHECK_OK(gw_lexicon_embedded(&l));
        gw_lexicon_free(l);
    }
    printf("test_handles: a lexicon handle new+free: %.2f us\n", (wall_ms() - t0) * 1e3 / n);
}

static void test_a_freed_handle_never_names_a_new_game(long cycles) {
    GwGame *first = NULL;
    CHECK_OK(gw_game_new(DUEL, NULL, 0, &first));
    gw_game_free(first);
    uint64_t clock = 777;
    long stale_ok = 0, same_value = 0, first_again = 0, failed_new = 0;
    GwGame *last = NULL;
    double t0 = wall_ms();
    for (long i = 0; i < cycles; i++) {
        GwGame *g = NULL;
        if (gw_game_new(DUEL, NULL, 0, &g) != GW_STATUS_OK || g == NULL) {
            failed_new++;
            continue;
        }
        if (g == first) first_again++;
        if (g == last) same_value++;
        gw_game_free(g);
        /* The handle just freed, used at once: the commonest bug (a late
         * callback after close). */
        if (gw_game_clock_ms(g, &clock) != GW_STATUS_INVALID_HANDLE) stale_ok++;
        last = g;
    }
    double ms = wall_ms() - t0;
    CHECK(failed_new == 0);
    CHECK(stale_ok == 0);
    CHECK(same_value == 0);
    CHECK(first_again == 0);
    CHECK(clock == 777);
    /* The first handle, freed before the loop, is still refused. */
    CHECK_STATUS(gw_game_clock_ms(first, &clock), GW_STATUS_INVALID_HANDLE);
    CHECK_CONTAINS(gw_last_error_message(), "freed already");
    CHECK_STATUS(gw_game_advance(last, 5, NULL), GW_STATUS_INVALID_HANDLE);
    /* A lexicon freed is refused too, and a game handle is no lexicon. */
    GwLexicon *lex = NULL;
    CHECK_OK(gw_lexicon_embedded(&lex));
    gw_lexicon_free(lex);
    size_t n = 0;
    CHECK_STATUS(gw_lexicon_size(lex, &n), GW_STATUS_INVALID_HANDLE);
    printf("test_handles: %ld free/new cycles in %.0f ms (%.2f us each): the freed handle refused "
           "every time, %ld reuses of a value (handles %p .. %p)\n",
           cycles, ms, ms * 1e3 / (double)(cycles ? cycles : 1), same_value + first_again,
           (void *)first, (void *)last);
}

int main(void) {
    long cycles = cycles_wanted();
    measure_kinds();
    test_a_freed_handle_never_names_a_new_game(cycles);
    return gw_report();
}
