/* duel_bot: a Wordgrid game against the hard bot, through the C ABI's one
 * game handle and Wordgrid's typed calls.
 *
 *   make example-c       (builds and runs it with hunt_round and solo_greedy)
 *
 * Seat 0 is the "human": its moves come from a script (the first one typed
 * by word, then the longest word gw_duel_legal_moves() lists for the
 * position, played by its path), sent four seconds apart on a simulated
 * clock. Seat 1 is the engine's hard bot, which searches ahead (its move,
 * the best reply, its answer...; a full search to the end once four cells
 * or fewer are left): it answers after its think time, which the host
 * delivers by calling gw_game_advance() at gw_game_next_due(). A game
 * against a bot is practice (stakes are for two people, so its result's
 * settlement is null); the whole game is played, to the score, and the
 * log replays to the result byte for byte.
 *
 * The search is bounded by a count of positions, not a clock, so the game
 * is the same on every machine: about 0.3 s of search natively, about
 * 40 s under valgrind (`make test-c` runs it there twice, static and
 * shared; most of it is the bot's first three moves, so a shorter game
 * would save little). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"

/* Prints the error and exits when a call fails. */
static void check(GwStatus status, const char *what) {
    if (status != GW_STATUS_OK) {
        fprintf(stderr, "%s failed: GW_STATUS_%s: %s\n", what, gw_status_name(status),
                gw_last_error_message());
        exit(1);
    }
}

/* Prints the board as a 5x5 grid with both clocks and scores. */
static void show_position(const GwGame *game) {
    char *board = NULL;
    uint32_t scores[2];
    uint64_t clocks[2];
    check(gw_duel_board(game, &board), "board");
    check(gw_duel_scores(game, &scores), "scores");
    check(gw_duel_clocks_ms(game, &clocks), "clocks");
    for (int row = 0; row < 5; row++) {
        printf("      %.*s", 5, board + 5 * row);
        if (row == 1) printf("     you %2u   %3llu.%llus", (unsigned)scores[0],
                             (unsigned long long)(clocks[0] / 1000),
                             (unsigned long long)(clocks[0] % 1000 / 100));
        if (row == 3) printf("     bot %2u   %3llu.%llus", (unsigned)scores[1],
                             (unsigned long long)(clocks[1] / 1000),
                             (unsigned long long)(clocks[1] % 1000 / 100));
        printf("\n");
    }
    gw_string_free(board);
}

/* Prints the events of one call (a host would forward each seat its
 * gw_game_events_for() feed; Wordgrid hides nothing but the seed). */
static void show_events(const char *events) {
    for (const char *p = events; (p = strstr(p, "{\"type\":\"")) != NULL; p++) {
        unsigned seat = 0, cell = 0, points = 0;
        char letter = '?', word[26] = "", reason[24] = "";
        if (sscanf(p, "{\"type\":\"move\",\"seat\":%u,\"cell\":%u,\"letter\":\"%c\"", &seat, &cell,
                   &letter) == 3) {
            const char *path = strstr(p, "\"path\":");
            const char *w = strstr(p, "\"word\":\"");
            const char *pts = strstr(p, "\"points\":");
            if (w) sscanf(w, "\"word\":\"%25[a-z]", word);
            if (pts) sscanf(pts, "\"points\":%u", &points);
            int path_len = path ? (int)(strchr(path, ']') - path - 6) : 0;
            printf("  %s writes %c at %2u: %-10s +%u  path %.*s\n", seat == 0 ? "you" : "bot",
                   letter, cell, word, points, path_len, path ? path + 7 : "");
        } else if (strncmp(p, "{\"type\":\"game_over\"", 19) == 0) {
            const char *r = strstr(p, "\"reason\":\"");
            if (r) sscanf(r, "\"reason\":\"%23[a-z_]", reason);
            printf("  game over: %s\n", reason);
        }
    }
}

/* The script's move for a position: the longest word gw_duel_legal_moves()
 * lists (the first of that length in its order). Returns 0 when there is
 * none. */
static int longest_move(const GwGame *game, unsigned *cell, char *letter, uint32_t path[25],
                        size_t *path_len) {
    char *board = NULL, *played = NULL, *moves = NULL;
    check(gw_duel_board(game, &board), "board");
    check(gw_duel_played(game, &played), "played");
    /* `played` is a JSON array of plain strings: split it in place. */
    const char *words[32];
    size_t n = 0;
    for (char *p = strchr(played, '"'); p && n < 32; p = strchr(p + 1, '"')) {
        char *end = strchr(p + 1, '"');
        if (!end) break;
        *end = 0;
        words[n++] = p + 1;
        p = end;
    }
    check(gw_duel_legal_moves(board, words, n, NULL, &moves), "legal_moves");
    size_t best = 0;
    const char *chosen = NULL;
    for (const char *p = moves; (p = strstr(p, "{\"cell\":")) != NULL; p++) {
        const char *w = strstr(p, "\"word\":\"") + 8;
        size_t len = (size_t)(strchr(w, '"') - w);
        if (len > best) {
            best = len;
            chosen = p;
        }
    }
    if (chosen) {
        sscanf(chosen, "{\"cell\":%u,\"letter\":\"%c\"", cell, letter);
        const char *q = strstr(chosen, "\"path\":[") + 8;
        *path_len = 0;
        while (*q != ']' && *path_len < 25) {
            char *end = NULL;
            path[(*path_len)++] = (uint32_t)strtoul(q, &end, 10);
            q = *end == ',' ? end + 1 : end;
        }
    }
    gw_string_free(moves);
    gw_string_free(played);
    gw_string_free(board);
    return chosen != NULL;
}

int main(void) {
    if (gw_abi_version() != GW_ABI_VERSION) {
        fprintf(stderr, "header and library disagree: ABI %u vs %u\n", (unsigned)GW_ABI_VERSION,
                gw_abi_version());
        return 1;
    }
    printf("gridwords %s, C ABI %u: Wordgrid, you against the hard bot\n\n", gw_version(),
           gw_abi_version());

    GwGame *game = NULL;
    check(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"bot:hard\"],\"seed\":42}",
                      NULL, 0, &game),
          "new");
    show_position(game);

    uint64_t now = 0;
    for (int turn = 0;; turn++) {
        bool over = false, has = false;
        uint32_t seat = 0;
        check(gw_game_is_over(game, &over), "is_over");
        if (over) break;
        check(gw_duel_to_move(game, &seat, &has), "to_move");
        char *events = NULL;
        if (seat == 0) {
            now += 4000; /* the script thinks for four seconds */
            printf("\nt=%5.1fs\n", (double)now / 1000);
            if (turn == 0) {
                /* "a" above the H, and the word: the engine finds its path. */
                check(gw_duel_play_word(game, 0, 6, 'a', "ha", now, &events), "play_word");
            } else {
                unsigned cell = 0;
                char letter = 0;
                uint32_t path[25];
                size_t path_len = 0;
                if (!longest_move(game, &cell, &letter, path, &path_len)) break;
                check(gw_duel_play_path(game, 0, cell, (uint32_t)letter, path, path_len, now,
                                        &events),
                      "play_path");
            }
        } else {
            uint64_t due = 0;
            check(gw_game_next_due(game, &due, &has), "next_due");
            if (!has) break;
            now = due;
            printf("\nt=%5.1fs\n", (double)now / 1000);
            check(gw_game_advance(game, now, &events), "advance");
        }
        show_events(events);
        gw_string_free(events);
        show_position(game);
    }

    char *result = NULL, *log = NULL, *replayed = NULL;
    check(gw_game_result(game, &result), "result");
    if (result == NULL) {
        fprintf(stderr, "the game is not over\n");
        return 1;
    }
    /* A real host reads the result with its JSON library; this example
     * scans for the fields it prints (the engine writes them in a fixed
     * order). */
    int winner = -1;
    const char *w = strstr(result, "\"winner\":");
    if (w) sscanf(w, "\"winner\":%d", &winner);
    const char *practice = strstr(result, "\"settlement\":null");
    printf("\nwinner: %s\n%s\n", winner == 0 ? "you" : winner == 1 ? "the bot" : "none",
           practice ? "practice: nothing was staked" : "a settlement (never against a bot)");

    check(gw_game_log(game, &log), "log");
    check(gw_replay(log, NULL, &replayed), "replay");
    int same = strcmp(result, replayed) == 0;
    printf("replay of the log gives the same result: %s\n", same ? "yes" : "NO");

    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_game_free(game);
    return same ? 0 : 1;
}
