/* solo_greedy: a greedy Sóló game through the C ABI's one game handle and
 * Sóló's typed calls.
 *
 *   make example-c       (builds and runs it with hunt_round and duel_bot;
 *                         `make test-c` also runs it under valgrind)
 *
 * Seed 42, created at 0 on a simulated clock. Each move asks
 * gw_solo_best_swaps() for the one swap that scores most now (k = 1) and
 * plays it with gw_solo_swap() three seconds after the last, printing the
 * words it made and its points. The game ends by itself when fewer than two
 * cells are Free (reason "field_full"); should the best swaps come back
 * empty, or MAX_MOVES be reached first, the example ends it with
 * gw_solo_finish(). The field is printed as 10 lines at the start, every
 * tenth move and at the end: Free letters in lower case, Frozen ones (in a
 * scored word) in capitals, Fixed ones (swapped into no word: out of the
 * game) in brackets. Finally the result JSON is printed, and the log must
 * replay to it byte for byte (gw_replay) and verify (gw_verify). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"

#define SEED 42
#define THINK_MS 3000 /* the player's time per move */
#define MAX_MOVES 60  /* a swap takes two Free cells: 50 fill the field */

/* Prints the error and exits when a call fails. */
static void check(GwStatus status, const char *what) {
    if (status != GW_STATUS_OK) {
        fprintf(stderr, "%s failed: GW_STATUS_%s: %s\n", what, gw_status_name(status),
                gw_last_error_message());
        exit(1);
    }
}

/* Prints the field as 10 lines of 10 cells beside the score. The cell
 * states come from gw_solo_cells() as a JSON array of 100 strings; a host
 * would read it with its JSON library, this example only needs the first
 * two letters of each ("fr"ee, "fi"xed, else Frozen). */
static void show_field(const GwGame *game) {
    char *field = NULL, *cells = NULL;
    uint32_t score = 0;
    check(gw_solo_field(game, &field), "field");
    check(gw_solo_cells(game, &cells), "cells");
    check(gw_solo_score(game, &score), "score");
    char state[100];
    int n = 0;
    for (const char *p = strchr(cells, '"'); p && n < 100; p = strchr(p + 1, '"')) {
        state[n++] = p[1] != 'f' ? 'Z' : p[2] == 'r' ? 'f' : 'x'; /* Frozen, free, fixed */
        p = strchr(p + 1, '"');                                   /* the closing quote */
        if (!p) break;
    }
    if (n != 100) {
        fprintf(stderr, "cells: %d states, not 100\n", n);
        exit(1);
    }
    for (int row = 0; row < 10; row++) {
        printf("    ");
        for (int col = 0; col < 10; col++) {
            int cell = 10 * row + col;
            char letter = field[cell];
            if (state[cell] == 'Z') printf(" %c ", letter - 'a' + 'A');
            else if (state[cell] == 'x') printf("[%c]", letter);
            else printf(" %c ", letter);
        }
        if (row == 0) printf("   score %u", (unsigned)score);
        printf("\n");
    }
    gw_string_free(cells);
    gw_string_free(field);
}

/* Prints one swap event: its words (from the event's "words" list) and its
 * points, and the cells it fixed; and the end, if the events hold it. */
static void show_events(int move, uint64_t now, const char *events) {
    for (const char *p = events; (p = strstr(p, "{\"type\":\"")) != NULL; p++) {
        unsigned a = 0, b = 0, points = 0;
        char reason[24] = "";
        if (sscanf(p, "{\"type\":\"swap\",\"a\":%u,\"b\":%u,\"points\":%u", &a, &b, &points) == 3) {
            printf("  %2d  t=%5.1fs  swap %2u-%2u  +%-2u", move, (double)now / 1000, a, b, points);
            const char *words = strstr(p, "\"words\":[");
            const char *frozen = strstr(p, "\"frozen\":[");
            for (const char *w = words; w && (w = strstr(w, "{\"word\":\"")) && w < frozen; w++) {
                char word[16] = "";
                sscanf(w, "{\"word\":\"%15[a-z]", word);
                printf(" %s", word);
            }
            const char *fixed = strstr(p, "\"fixed\":[");
            if (fixed && fixed[9] != ']') {
                printf("  fixed %.*s", (int)(strchr(fixed, ']') - fixed - 9), fixed + 9);
            }
            printf("\n");
        } else if (strncmp(p, "{\"type\":\"game_over\"", 19) == 0) {
            const char *r = strstr(p, "\"reason\":\"");
            if (r) sscanf(r, "\"reason\":\"%23[a-z_]", reason);
            printf("  game over: %s\n", reason);
        }
    }
}

int main(void) {
    if (gw_abi_version() != GW_ABI_VERSION) {
        fprintf(stderr, "header and library disagree: ABI %u vs %u\n", (unsigned)GW_ABI_VERSION,
                gw_abi_version());
        return 1;
    }
    printf("gridwords %s, C ABI %u: Sóló, seed %d, always the best swap\n\n", gw_version(),
           gw_abi_version(), SEED);

    GwGame *game = NULL;
    char config[64];
    snprintf(config, sizeof config, "{\"game\":\"solo\",\"seed\":%d}", SEED);
    uint64_t now = 0;
    check(gw_game_new(config, NULL, now, &game), "new");
    show_field(game);
    printf("\n");

    bool over = false;
    int move = 0;
    for (;;) {
        check(gw_game_is_over(game, &over), "is_over");
        if (over) break;
        char *best = NULL, *events = NULL;
        check(gw_solo_best_swaps(game, 1, &best), "best_swaps");
        unsigned a = 0, b = 0;
        /* `[{"a":..,"b":..,"points":..,"words":[...]}]`, or `[]`. */
        int got = sscanf(best, "[{\"a\":%u,\"b\":%u", &a, &b);
        gw_string_free(best);
        now += THINK_MS;
        if (got != 2 || move == MAX_MOVES) {
            printf("  %s: finish\n", got != 2 ? "no swap left" : "move cap reached");
            check(gw_solo_finish(game, now, &events), "finish");
            show_events(move, now, events);
            gw_string_free(events);
            break;
        }
        move++;
        check(gw_solo_swap(game, a, b, now, &events), "swap");
        show_events(move, now, events);
        gw_string_free(events);
        if (move % 10 == 0) {
            printf("\n");
            show_field(game);
            printf("\n");
        }
    }
    printf("\n");
    show_field(game);

    char *result = NULL, *log = NULL, *replayed = NULL;
    check(gw_game_result(game, &result), "result");
    if (result == NULL) {
        fprintf(stderr, "the game is not over\n");
        return 1;
    }
    printf("\nresult (%zu bytes):\n%s\n", strlen(result), result);

    check(gw_game_log(game, &log), "log");
    check(gw_replay(log, NULL, &replayed), "replay");
    bool same = strcmp(result, replayed) == 0, verified = false;
    check(gw_verify(log, result, NULL, &verified), "verify");
    printf("\n%d moves; the log replays to the same result: %s; gw_verify: %s\n", move,
           same ? "yes" : "NO", verified ? "true" : "FALSE");

    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_game_free(game);
    return same && verified ? 0 : 1;
}
