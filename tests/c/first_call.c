/* What the first calls cost in a fresh process, without and with
 * gw_warm_up() first: the first gw_game_new() (it opens and checks the
 * shipped word list) and the first gw_solo_best_swaps() (it builds the
 * solver's trie), each then called again for the warm figure. Each case
 * runs in its own child process, forked before this process makes any
 * gridwords call, so each starts with nothing built. Prints wall and CPU
 * time (CLOCK_THREAD_CPUTIME_ID) of each call; asserts only that the calls
 * succeed (the figures are for docs/hardening.md and docs/mobile.md,
 * "Threads", not a test of speed). Built and run by `make test-c` and
 * `make test-c-sanitize` with the other C programs. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, fork, waitpid */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gridwords.h"
#include "harness.h"

struct stamp {
    double wall, cpu;
};

static struct stamp now(void) {
    struct timespec w, c;
    clock_gettime(CLOCK_MONOTONIC, &w);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c);
    struct stamp s = {(double)w.tv_sec * 1e3 + (double)w.tv_nsec / 1e6,
                      (double)c.tv_sec * 1e3 + (double)c.tv_nsec / 1e6};
    return s;
}

static void print_since(const char *what, struct stamp t0) {
    struct stamp t1 = now();
    printf("  %-34s %8.2f ms wall %8.2f ms CPU\n", what, t1.wall - t0.wall, t1.cpu - t0.cpu);
}

/* One fresh process's first calls (and seconds). */
static int run(int warm) {
    printf("first_call: a fresh process, %s:\n", warm ? "gw_warm_up(NULL) first" : "no warm-up");
    struct stamp t;
    if (warm) {
        t = now();
        CHECK_OK(gw_warm_up(NULL));
        print_since("gw_warm_up(NULL)", t);
    }
    GwGame *g = NULL, *h = NULL;
    char *best = NULL;
    t = now();
    CHECK_OK(gw_game_new("{\"game\":\"solo\",\"seed\":42}", NULL, 0, &g));
    print_since("first gw_game_new (solo)", t);
    t = now();
    CHECK_OK(gw_solo_best_swaps(g, 10, &best));
    print_since("first gw_solo_best_swaps(k=10)", t);
    gw_string_free(best);
    best = NULL;
    t = now();
    CHECK_OK(gw_game_new("{\"game\":\"solo\",\"seed\":43}", NULL, 0, &h));
    print_since("second gw_game_new (solo)", t);
    t = now();
    CHECK_OK(gw_solo_best_swaps(h, 10, &best));
    print_since("second gw_solo_best_swaps(k=10)", t);
    gw_string_free(best);
    gw_game_free(h);
    gw_game_free(g);
    fflush(stdout);
    return gw_report();
}

int main(void) {
    for (int warm = 0; warm <= 1; warm++) {
        fflush(stdout);
        pid_t pid = fork();
        CHECK(pid >= 0);
        if (pid == 0) exit(run(warm));
        int status = 0;
        CHECK(waitpid(pid, &status, 0) == pid);
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    }
    return gw_report();
}
