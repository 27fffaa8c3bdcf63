/* Tests of Wordgrid (`duel`) through the gridwords C ABI: the typed calls
 * (gw_duel_*) on the generic GwGame handle, the analysis calls, every
 * refusal status, the generic JSON path against the typed one, snapshots,
 * stakes, and the shared vectors. Built and run like test_ffi.c by
 * `make test-c` (static, shared, then both under valgrind).
 *
 * The start position (cells 0-24 row-major, SHEEP across the middle):
 *
 *    0  1  2  3  4
 *    5  6  7  8  9
 *    s  h  e  e  p      (10 11 12 13 14)
 *   15 16 17 18 19
 *   20 21 22 23 24
 */
#define _POSIX_C_SOURCE 200809L /* opendir, readdir */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"
#include "support.h"

#define START "..........sheep.........."
#define HUMANS "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1}"

static GwGame *new_game(const char *config) {
    GwGame *g = NULL;
    CHECK_OK(gw_game_new(config, NULL, 0, &g));
    CHECK(g != NULL);
    return g;
}

static char *board_of(const GwGame *g) {
    char *s = NULL;
    CHECK_OK(gw_duel_board(g, &s));
    return s;
}

static char *played_of(const GwGame *g) {
    char *s = NULL;
    CHECK_OK(gw_duel_played(g, &s));
    return s;
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

/* ---- a scripted game with scores worked out by hand ----------------------- */

static void test_scripted_game(void) {
    GwGame *g = new_game(HUMANS);
    const char *name = NULL;
    CHECK_OK(gw_game_name(g, &name));
    CHECK_STR_EQ(name, "duel");
    size_t seats = 0;
    CHECK_OK(gw_game_seat_count(g, &seats));
    CHECK(seats == 2);
    CHECK_TAKE(board_of(g), START);
    CHECK_TAKE(played_of(g), "[\"sheep\"]");
    uint32_t seat = 9;
    bool has = false;
    CHECK_OK(gw_duel_to_move(g, &seat, &has));
    CHECK(has && seat == 0);
    uint32_t scores[2] = {9, 9};
    uint64_t clocks[2] = {0, 0};
    CHECK_OK(gw_duel_clocks_ms(g, &clocks));
    CHECK(clocks[0] == 600000 && clocks[1] == 600000);

    /* Seat 0: "a" above H (cell 6), "ha" = h11 a6: 2 points. The letter is
     * a code point, any case. */
    char *ev = NULL;
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'A', "ha", 1000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"move\",\"seat\":0,\"cell\":6,\"letter\":\"a\",\"path\":[11,6],"
                   "\"word\":\"ha\",\"points\":2,\"at_ms\":1000}]");
    /* Seat 1 by path: "e" below H (cell 16), "he" = h11 e16: 2 points. */
    const uint32_t he[] = {11, 16};
    CHECK_OK(gw_duel_play_path(g, 1, 16, 'e', he, 2, 3000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"move\",\"seat\":1,\"cell\":16,\"letter\":\"e\",\"path\":[11,16],"
                   "\"word\":\"he\",\"points\":2,\"at_ms\":3000}]");
    /* Seat 0: "t" at 7, "hat" = h11 a6 t7: 3 points. */
    CHECK_OK(gw_duel_play_word(g, 0, 7, 't', "HAT", 4500, NULL));
    /* Seat 1: "y" at 21, "hey" = h11 e16 y21: 3 points. */
    const uint32_t hey[] = {11, 16, 21};
    CHECK_OK(gw_duel_play_path(g, 1, 21, 'y', hey, 3, 6000, NULL));

    CHECK_OK(gw_duel_scores(g, &scores));
    CHECK(scores[0] == 5 && scores[1] == 5);
    CHECK_TAKE(board_of(g), "......at..sheep.e....y...");
    CHECK_TAKE(played_of(g), "[\"sheep\",\"ha\",\"he\",\"hat\",\"hey\"]");
    /* Clocks run only on a seat's own turn: seat 0 spent 1 000 + 1 500,
     * seat 1 2 000 + 1 500; as of the game's clock (6 000). */
    CHECK_OK(gw_duel_clocks_ms(g, &clocks));
    CHECK(clocks[0] == 597500 && clocks[1] == 596500);
    CHECK_OK(gw_game_advance(g, 8000, &ev));
    CHECK_TAKE(ev, "[]");
    CHECK_OK(gw_duel_clocks_ms(g, &clocks));
    CHECK(clocks[0] == 595500 && clocks[1] == 596500);

    /* A draw offered on the mover's turn and declined. */
    CHECK_OK(gw_duel_offer_draw(g, 0, 8000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"draw_offered\",\"seat\":0,\"at_ms\":8000}]");
    CHECK_OK(gw_duel_draw_offer(g, &seat, &has));
    CHECK(has && seat == 0);
    CHECK_OK(gw_duel_decline_draw(g, 1, 8500, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"draw_declined\",\"seat\":1,\"at_ms\":8500}]");
    CHECK_OK(gw_duel_draw_offer(g, &seat, &has));
    CHECK(!has && seat == 0);

    /* Nothing is hidden in Wordgrid but the seed: every seat and spectators
     * see every event; the view shows no seed until the end. */
    char *view = NULL;
    CHECK_OK(gw_game_view(g, -1, &view));
    CHECK_CONTAINS(view, "\"board\":\"......at..sheep.e....y...\"");
    CHECK_CONTAINS(view, "\"seed\":null");
    gw_string_free(view);

    /* Seat 1 resigns off turn: seat 0 wins; practice, no settlement. */
    CHECK_OK(gw_duel_resign(g, 1, 9000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"resigned\",\"seat\":1,\"at_ms\":9000},"
                   "{\"type\":\"game_over\",\"at_ms\":9000,\"reason\":\"resignation\",\"winner\":0}]");
    CHECK_OK(gw_duel_to_move(g, &seat, &has));
    CHECK(!has && seat == 0);
    char *for_seat1 = NULL;
    CHECK_OK(gw_game_events_for(g, "[{\"type\":\"resigned\",\"seat\":1,\"at_ms\":9000}]", 1,
                                &for_seat1));
    CHECK_TAKE(for_seat1, "[{\"type\":\"resigned\",\"seat\":1,\"at_ms\":9000}]");
    char *result = result_of(g);
    CHECK_CONTAINS(result, "{\"seed\":\"0x0000000000000001\",\"winner\":0,\"draw\":false,"
                           "\"reason\":\"resignation\",\"scores\":[5,5],\"moves\":[");
    CHECK_CONTAINS(result, "{\"seat\":1,\"cell\":21,\"letter\":\"y\",\"path\":[11,16,21],"
                           "\"word\":\"hey\",\"points\":3,\"at_ms\":6000}");
    CHECK_CONTAINS(result, "\"settlement\":null,\"board\":\"......at..sheep.e....y...\","
                           "\"ended_at_ms\":9000}");
    gw_string_free(result);
    CHECK_OK(gw_game_view(g, 0, &view));
    CHECK_CONTAINS(view, "\"seed\":\"0x0000000000000001\"");
    gw_string_free(view);
    check_replay(g);
    gw_game_free(g);
}

/* ---- every refusal, and the game unchanged after it ----------------------- */

static char SENTINEL[] = "sentinel";

/* A refused call: the expected status, the events out-param untouched, the
 * game's snapshot the same byte for byte. `ev` is the caller's variable. */
#define REFUSE(g, call, status)                                              \
    do {                                                                     \
        GwBytes before_ = {NULL, 0};                                         \
        CHECK_OK(gw_game_snapshot((g), &before_));                           \
        ev = SENTINEL;                                                       \
        CHECK_STATUS(call, status);                                          \
        snprintf(refusal, sizeof refusal, "%s", gw_last_error_message());    \
        CHECK(ev == SENTINEL);                                               \
        CHECK(same_state((g), &before_));                                    \
        gw_bytes_free(&before_);                                             \
    } while (0)

/* The message of the last REFUSE (later calls reset the library's). */
static char refusal[512];

static void test_refusals(void) {
    GwGame *g = new_game(HUMANS);
    char *ev = NULL;
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'a', "ha", 1000, NULL));
    const uint32_t he[] = {11, 16}, skip[] = {11, 17}, twice[] = {11, 16, 11},
                   misses[] = {10, 11}, empty[] = {16, 21}, off[] = {16, 99};

    REFUSE(g, gw_duel_play_word(g, 0, 16, 'e', "he", 2000, &ev), GW_STATUS_NOT_YOUR_TURN);
    REFUSE(g, gw_duel_play_word(g, 1, 25, 'e', "he", 2000, &ev), GW_STATUS_CELL_OUT_OF_RANGE);
    REFUSE(g, gw_duel_play_word(g, 1, UINT32_MAX, 'e', "he", 2000, &ev),
           GW_STATUS_CELL_OUT_OF_RANGE);
    REFUSE(g, gw_duel_play_word(g, 1, 11, 'e', "he", 2000, &ev), GW_STATUS_CELL_FILLED);
    REFUSE(g, gw_duel_play_word(g, 1, 0, 'e', "he", 2000, &ev), GW_STATUS_CELL_NOT_ADJACENT);
    REFUSE(g, gw_duel_play_word(g, 1, 16, '3', "he", 2000, &ev), GW_STATUS_NOT_A_LETTER);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 0xE9 /* é */, "he", 2000, &ev), GW_STATUS_NOT_A_LETTER);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', skip, 2, 2000, &ev), GW_STATUS_PATH_NOT_CONNECTED);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', twice, 3, 2000, &ev), GW_STATUS_PATH_REPEATS_CELL);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', misses, 2, 2000, &ev),
           GW_STATUS_PATH_MISSES_NEW_CELL);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', NULL, 0, 2000, &ev),
           GW_STATUS_PATH_MISSES_NEW_CELL);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', empty, 2, 2000, &ev),
           GW_STATUS_PATH_CROSSES_EMPTY);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', off, 2, 2000, &ev), GW_STATUS_CELL_OUT_OF_RANGE);
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'x', he, 2, 2000, &ev), GW_STATUS_WORD_NOT_IN_LIST);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'x', "hx", 2000, &ev), GW_STATUS_WORD_NOT_IN_LIST);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'e', "h e", 2000, &ev), GW_STATUS_WORD_NOT_IN_LIST);
    REFUSE(g, gw_duel_play_word(g, 1, 5, 'a', "ha", 2000, &ev), GW_STATUS_WORD_ALREADY_PLAYED);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'e', "pe", 2000, &ev), GW_STATUS_WORD_NOT_ON_BOARD);
    REFUSE(g, gw_duel_play_word(g, 2, 16, 'e', "he", 2000, &ev), GW_STATUS_UNKNOWN_SEAT);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'e', "he", 999, &ev), GW_STATUS_TIME_WENT_BACKWARDS);
    REFUSE(g, gw_duel_accept_draw(g, 1, 2000, &ev), GW_STATUS_NO_DRAW_OFFER);
    REFUSE(g, gw_duel_decline_draw(g, 0, 2000, &ev), GW_STATUS_NO_DRAW_OFFER);
    CHECK_OK(gw_duel_offer_draw(g, 1, 1500, NULL));
    REFUSE(g, gw_duel_offer_draw(g, 0, 2000, &ev), GW_STATUS_DRAW_ALREADY_OFFERED);
    REFUSE(g, gw_duel_offer_draw(g, 1, 2000, &ev), GW_STATUS_DRAW_ALREADY_OFFERED);
    REFUSE(g, gw_duel_accept_draw(g, 1, 2000, &ev), GW_STATUS_NO_DRAW_OFFER);

    /* Arguments: checked before the game is touched. */
    const char bad_utf8[] = {'h', (char)0xff, 0};
    REFUSE(g, gw_duel_play_word(g, 1, 16, 0xD800, "he", 2000, &ev), GW_STATUS_INVALID_ARGUMENT);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 0x110000, "he", 2000, &ev), GW_STATUS_INVALID_ARGUMENT);
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'e', NULL, 2000, &ev), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(refusal, "`word`");
    REFUSE(g, gw_duel_play_path(g, 1, 16, 'e', NULL, 2, 2000, &ev), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(refusal, "`path`");
    REFUSE(g, gw_duel_play_word(g, 1, 16, 'e', bad_utf8, 2000, &ev), GW_STATUS_INVALID_UTF8);
    ev = SENTINEL;
    CHECK_STATUS(gw_duel_play_word(NULL, 1, 16, 'e', "he", 2000, &ev), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_duel_resign(NULL, 1, 2000, &ev), GW_STATUS_NULL_ARGUMENT);
    CHECK(ev == SENTINEL);

    /* The generic path: a move names its word by exactly one of path or
     * word; unknown actions and malformed ones have their statuses. */
    REFUSE(g,
           gw_game_act(g, "{\"action\":\"play\",\"seat\":1,\"cell\":16,\"letter\":\"e\",\"path\":[11,16],\"word\":\"he\"}",
                       2000, &ev),
           GW_STATUS_INVALID_ARGUMENT);
    REFUSE(g, gw_game_act(g, "{\"action\":\"play\",\"seat\":1,\"cell\":16,\"letter\":\"e\"}", 2000, &ev),
           GW_STATUS_INVALID_ARGUMENT);
    REFUSE(g, gw_game_act(g, "{\"action\":\"castle\",\"seat\":1}", 2000, &ev),
           GW_STATUS_UNKNOWN_ACTION);
    REFUSE(g, gw_game_act(g, "{\"action\":\"resign\",\"seat\":1,\"word\":\"he\"}", 2000, &ev),
           GW_STATUS_INVALID_JSON);
    REFUSE(g, gw_game_act(g, "{\"action\":\"play\",\"seat\":1,\"cell\":16,\"letter\":5,\"word\":\"he\"}",
                          2000, &ev),
           GW_STATUS_INVALID_JSON);

    /* WRONG_GAME, for real: Word Grid's typed calls on a Wordgrid handle. */
    REFUSE(g, gw_hunt_submit(g, 1, "he", 2000, &ev), GW_STATUS_WRONG_GAME);
    CHECK_CONTAINS(refusal, "this is a \"duel\" game, not a \"hunt\" one");
    REFUSE(g, gw_hunt_ready(g, 1, 2000, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(g, gw_hunt_resign(g, 1, 2000, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(g, gw_hunt_tray(g, &ev), GW_STATUS_WRONG_GAME);
    /* ...and Wordgrid's on a Word Grid handle. */
    GwGame *hunt = new_game("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1}");
    REFUSE(hunt, gw_duel_play_path(hunt, 0, 16, 'e', he, 2, 10, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(hunt, gw_duel_offer_draw(hunt, 0, 10, &ev), GW_STATUS_WRONG_GAME);
    REFUSE(hunt, gw_duel_played(hunt, &ev), GW_STATUS_WRONG_GAME);
    uint32_t seat = 7;
    bool has = true;
    CHECK_STATUS(gw_duel_to_move(hunt, &seat, &has), GW_STATUS_WRONG_GAME);
    CHECK(seat == 7 && has);
    gw_game_free(hunt);

    /* Still seat 1's move: the same move, accepted. */
    CHECK_OK(gw_duel_play_path(g, 1, 16, 'e', he, 2, 2000, &ev));
    CHECK_CONTAINS(ev, "\"word\":\"he\"");
    gw_string_free(ev);
    gw_game_free(g);

    /* The bot's seat is the engine's. */
    g = new_game("{\"game\":\"duel\",\"seats\":[\"bot:easy\",\"human\"],\"seed\":4}");
    REFUSE(g, gw_duel_play_word(g, 0, 6, 'a', "ha", 10, &ev), GW_STATUS_BOT_SEAT);
    REFUSE(g, gw_duel_resign(g, 0, 10, &ev), GW_STATUS_BOT_SEAT);
    gw_game_free(g);

    /* Chess clocks: a move that arrives when the mover's time is gone is
     * TIME_UP; the other seat is told the game is over. */
    g = new_game("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"clock_ms\":10000}");
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'a', "ha", 4000, NULL));  /* 6 000 left */
    CHECK_OK(gw_duel_play_word(g, 1, 16, 'e', "he", 9999, NULL)); /* 4 001 left */
    uint64_t due = 0;
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(has && due == 15999);
    REFUSE(g, gw_duel_play_word(g, 0, 7, 't', "hat", 15999, &ev), GW_STATUS_TIME_UP);
    CHECK_OK(gw_duel_play_word(g, 0, 7, 't', "hat", 15998, NULL)); /* one ms earlier counts */
    CHECK_OK(gw_game_advance(g, 20000, &ev));                      /* seat 1, behind, times out */
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":19999,\"reason\":\"timeout\",\"winner\":0}]");
    REFUSE(g, gw_duel_play_word(g, 1, 21, 'y', "hey", 20000, &ev), GW_STATUS_TIME_UP);
    REFUSE(g, gw_duel_resign(g, 0, 20000, &ev), GW_STATUS_GAME_OVER);
    uint64_t clocks[2] = {0, 0};
    CHECK_OK(gw_duel_clocks_ms(g, &clocks));
    CHECK(clocks[0] == 1 && clocks[1] == 0);
    check_replay(g);

    /* A log that records a refused action cannot be replayed. */
    char *log = log_of(g);
    char *hx = strstr(log, "\"word\":\"ha\"");
    CHECK(hx != NULL);
    if (hx) hx[9] = 'x';
    char *out = SENTINEL;
    CHECK_STATUS(gw_replay(log, NULL, &out), GW_STATUS_INVALID_LOG);
    CHECK(out == SENTINEL);
    gw_string_free(log);
    gw_game_free(g);

    /* Configs the rules refuse. */
    static const char *const bad_configs[] = {
        "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"stake\":9223372036854775808}",
        "{\"game\":\"duel\",\"seats\":[\"human\"],\"seed\":1}",
        "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"start_word\":\"zzzzz\"}",
        "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"stake\":5,\"clock_ms\":1000}",
        "{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,\"clock_ms\":0}",
        /* Stakes are between two people: a bot game is practice. */
        "{\"game\":\"duel\",\"seats\":[\"human\",\"bot:easy\"],\"seed\":1,\"stake\":100}",
        "{\"game\":\"duel\",\"seats\":[\"bot:hard\",\"human\"],\"seed\":1,\"stake\":1}",
    };
    for (size_t i = 0; i < sizeof bad_configs / sizeof bad_configs[0]; i++) {
        g = NULL;
        CHECK_STATUS(gw_game_new(bad_configs[i], NULL, 0, &g), GW_STATUS_INVALID_CONFIG);
        CHECK(g == NULL);
    }
    /* The start word in any case: a staked match from "Sheep" is SHEEP. */
    CHECK_OK(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1,"
                         "\"stake\":100,\"start_word\":\"Sheep\"}",
                         NULL, 0, &g));
    gw_game_free(g);
    g = NULL;
    CHECK_STATUS(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"bot:genius\"],\"seed\":1}",
                             NULL, 0, &g),
                 GW_STATUS_INVALID_JSON);
    CHECK(g == NULL);
}

/* ---- analysis: legal and best moves ------------------------------------- */

static size_t count_moves(const char *json) {
    size_t n = 0;
    for (const char *p = json; p && (p = strstr(p, "{\"cell\":")) != NULL; p++) n++;
    return n;
}

static void test_analysis(void) {
    const char *played[] = {"sheep"};
    char *json = NULL;
    CHECK_OK(gw_duel_legal_moves(START, played, 1, NULL, &json));
    CHECK_CONTAINS(json, "{\"cell\":6,\"letter\":\"a\",\"path\":[11,6],\"word\":\"ha\"}");
    CHECK(strstr(json, "\"word\":\"sheep\"") == NULL);
    size_t all = count_moves(json);
    CHECK(all > 20);
    gw_string_free(json);

    /* Played words are folded; the embedded list is the default. */
    GwLexicon *lex = NULL;
    CHECK_OK(gw_lexicon_embedded(&lex));
    const char *folded[] = {" SHEEP", "Ha"};
    CHECK_OK(gw_duel_legal_moves(START, folded, 2, lex, &json));
    CHECK(strstr(json, "\"word\":\"ha\"") == NULL);
    CHECK(count_moves(json) < all);
    gw_string_free(json);
    gw_lexicon_free(lex);

    CHECK_OK(gw_duel_best_moves(START, played, 1, 5, NULL, &json));
    CHECK(count_moves(json) == 5);
    CHECK_CONTAINS(json, "\"points\":");
    CHECK_CONTAINS(json, "\"reply\":");
    gw_string_free(json);
    CHECK_OK(gw_duel_best_moves(START, played, 1, 0, NULL, &json));
    CHECK_TAKE(json, "[]");

    /* A small list gives an exact answer: "ha" and "he" from the H with a
     * letter above or below it, and "he" from a new H above or below an E;
     * "hat" needs two new letters. */
    const char *words[] = {"sheep", "ha", "he", "hat"};
    CHECK_OK(gw_lexicon_from_words(words, 4, &lex));
    CHECK_OK(gw_duel_legal_moves(START, played, 1, lex, &json));
    CHECK_TAKE(json, "[{\"cell\":6,\"letter\":\"a\",\"path\":[11,6],\"word\":\"ha\"},"
                     "{\"cell\":6,\"letter\":\"e\",\"path\":[11,6],\"word\":\"he\"},"
                     "{\"cell\":7,\"letter\":\"h\",\"path\":[7,12],\"word\":\"he\"},"
                     "{\"cell\":8,\"letter\":\"h\",\"path\":[8,13],\"word\":\"he\"},"
                     "{\"cell\":16,\"letter\":\"a\",\"path\":[11,16],\"word\":\"ha\"},"
                     "{\"cell\":16,\"letter\":\"e\",\"path\":[11,16],\"word\":\"he\"},"
                     "{\"cell\":17,\"letter\":\"h\",\"path\":[17,12],\"word\":\"he\"},"
                     "{\"cell\":18,\"letter\":\"h\",\"path\":[18,13],\"word\":\"he\"}]");
    /* A game on that list: the bot and the end use it too. */
    GwGame *g = NULL;
    CHECK_OK(gw_game_new("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":1}", lex, 0, &g));
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'a', "ha", 10, NULL));
    CHECK_OK(gw_duel_play_word(g, 1, 16, 'e', "he", 20, NULL));
    /* "hat" needs a t beside the a: seat 0 plays it, and then seat 1 has
     * no word left (every word of the list is spent): the game ends on the
     * score. */
    char *ev = NULL;
    CHECK_OK(gw_duel_play_word(g, 0, 7, 't', "hat", 30, &ev));
    CHECK_CONTAINS(ev, "{\"type\":\"game_over\",\"at_ms\":30,\"reason\":\"no_legal_move\",\"winner\":0}");
    gw_string_free(ev);
    /* Its log replays only on the same list. */
    char *log = log_of(g), *replayed = NULL, *result = result_of(g);
    CHECK_OK(gw_replay(log, lex, &replayed));
    CHECK_STR_EQ(replayed, result);
    gw_string_free(replayed);
    gw_string_free(result);
    gw_string_free(log);
    gw_game_free(g);
    gw_lexicon_free(lex);

    /* Refusals of the analysis calls. */
    json = SENTINEL;
    CHECK_STATUS(gw_duel_legal_moves("sheep", played, 1, NULL, &json), GW_STATUS_INVALID_BOARD);
    CHECK_STATUS(gw_duel_legal_moves("..........sheep.........1", played, 1, NULL, &json),
                 GW_STATUS_INVALID_BOARD);
    CHECK_STATUS(gw_duel_best_moves(NULL, played, 1, 3, NULL, &json), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_duel_legal_moves(START, NULL, 1, NULL, &json), GW_STATUS_NULL_ARGUMENT);
    const char *holes[] = {"sheep", NULL};
    CHECK_STATUS(gw_duel_legal_moves(START, holes, 2, NULL, &json), GW_STATUS_NULL_ARGUMENT);
    CHECK_CONTAINS(gw_last_error_message(), "`played[1]`");
    const char bad_utf8[] = {'s', (char)0xc3, 0};
    const char *bad[] = {bad_utf8};
    CHECK_STATUS(gw_duel_legal_moves(START, bad, 1, NULL, &json), GW_STATUS_INVALID_UTF8);
    CHECK_STATUS(gw_duel_legal_moves(START, played, 1, NULL, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK(json == SENTINEL);
    /* No played words at all (NULL with 0) is a valid position. */
    CHECK_OK(gw_duel_legal_moves(START, NULL, 0, NULL, &json));
    CHECK(count_moves(json) >= all);
    gw_string_free(json);
}

/* ---- the generic JSON path against the typed one ------------------------- */

struct move {
    unsigned cell;
    char letter;
    uint32_t path[25];
    size_t path_len;
    char word[26];
};

/* Reads the move object at or after `p` in a legal-moves array. */
static int parse_move(const char *p, struct move *m) {
    p = strstr(p, "{\"cell\":");
    if (!p || sscanf(p, "{\"cell\":%u,\"letter\":\"%c\"", &m->cell, &m->letter) != 2) return 0;
    const char *q = strstr(p, "\"path\":[");
    if (!q) return 0;
    q += strlen("\"path\":[");
    m->path_len = 0;
    while (*q != ']' && m->path_len < 25) {
        char *end = NULL;
        m->path[m->path_len++] = (uint32_t)strtoul(q, &end, 10);
        q = *end == ',' ? end + 1 : end;
    }
    return sscanf(q, "],\"word\":\"%25[a-z]\"", m->word) == 1;
}

/* The `i`th move of a legal-moves array. */
static int nth_move(const char *json, size_t i, struct move *m) {
    const char *p = json;
    for (size_t k = 0; k < i && p; k++) p = strstr(p + 1, "{\"cell\":");
    return p && parse_move(p, m);
}

/* Splits a JSON array of plain strings (`["sheep","ha"]`, as
 * gw_duel_played() gives it) in place; returns the count. */
static size_t split_words(char *json, const char **out, size_t max) {
    size_t n = 0;
    for (char *p = strchr(json, '"'); p && n < max;) {
        char *end = strchr(p + 1, '"');
        if (!end) break;
        *end = 0;
        out[n++] = p + 1;
        p = strchr(end + 1, '"');
    }
    return n;
}

/* The legal moves of the game's position, as the analysis call gives them. */
static char *moves_now(const GwGame *g) {
    char *board = board_of(g), *played = played_of(g), *json = NULL;
    const char *words[32];
    size_t n = split_words(played, words, 32);
    CHECK_OK(gw_duel_legal_moves(board, words, n, NULL, &json));
    gw_string_free(played);
    gw_string_free(board);
    return json;
}

#define VS_BOT "{\"game\":\"duel\",\"seats\":[\"human\",\"bot:easy\"],\"seed\":7}"

/* A human (seat 0, picking among the legal moves the analysis call lists,
 * by path and by word in turn) against the easy bot, played at once
 * through the typed calls on one handle and through JSON actions on
 * another: every call's events, the log and the result are the same bytes. */
static void test_generic_matches_typed(void) {
    GwGame *typed = new_game(VS_BOT), *generic = new_game(VS_BOT);
    uint64_t now = 0;
    int human_moves = 0, bot_moves = 0;
    for (int turn = 0; turn < 40; turn++) {
        bool over = false;
        CHECK_OK(gw_game_is_over(typed, &over));
        if (over) break;
        uint32_t seat = 0;
        bool has = false;
        CHECK_OK(gw_duel_to_move(typed, &seat, &has));
        char *a = NULL, *b = NULL;
        if (has && seat == 0) {
            char *json = moves_now(typed);
            struct move m;
            size_t count = count_moves(json);
            CHECK(count > 0 && nth_move(json, (size_t)turn * 7 % count, &m));
            gw_string_free(json);
            now += 1500;
            char action[256];
            int n;
            if (turn % 2 == 0) {
                CHECK_OK(gw_duel_play_path(typed, 0, m.cell, (uint32_t)m.letter, m.path, m.path_len, now, &a));
                n = snprintf(action, sizeof action,
                             "{\"action\":\"play\",\"seat\":0,\"cell\":%u,\"letter\":\"%c\",\"path\":[",
                             m.cell, m.letter);
                for (size_t i = 0; i < m.path_len; i++)
                    n += snprintf(action + n, sizeof action - (size_t)n, "%s%u", i ? "," : "",
                                  (unsigned)m.path[i]);
                snprintf(action + n, sizeof action - (size_t)n, "]}");
            } else {
                CHECK_OK(gw_duel_play_word(typed, 0, m.cell, (uint32_t)m.letter, m.word, now, &a));
                snprintf(action, sizeof action,
                         "{\"action\":\"play\",\"seat\":0,\"cell\":%u,\"letter\":\"%c\",\"word\":\"%s\"}",
                         m.cell, m.letter, m.word);
            }
            CHECK_OK(gw_game_act(generic, action, now, &b));
            CHECK_CONTAINS(a, m.word);
            human_moves++;
        } else {
            uint64_t due = 0;
            CHECK_OK(gw_game_next_due(typed, &due, &has));
            CHECK(has);
            now = due;
            CHECK_OK(gw_game_advance(typed, now, &a));
            CHECK_OK(gw_game_advance(generic, now, &b));
            bot_moves += strstr(a, "\"type\":\"move\",\"seat\":1") != NULL;
        }
        CHECK_STR_EQ(a, b);
        gw_string_free(a);
        gw_string_free(b);
    }
    CHECK(human_moves >= 3 && bot_moves >= 3);
    char *ra = result_of(typed), *rb = result_of(generic);
    CHECK(ra != NULL);
    CHECK_STR_EQ(ra, rb);
    /* Against a bot it is practice: no settlement. */
    CHECK_CONTAINS(ra, "\"settlement\":null");
    char *la = log_of(typed), *lb = log_of(generic);
    CHECK_STR_EQ(la, lb);
    check_replay(typed);
    gw_string_free(la);
    gw_string_free(lb);
    gw_string_free(ra);
    gw_string_free(rb);
    gw_game_free(typed);
    gw_game_free(generic);
}

/* ---- snapshots, logs, stakes ------------------------------------------- */

static void test_snapshot_and_restore(void) {
    GwGame *g = new_game("{\"game\":\"duel\",\"seats\":[\"human\",\"bot:medium\"],\"seed\":3}");
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'a', "ha", 1000, NULL));
    GwBytes snap = {NULL, 0};
    CHECK_OK(gw_game_snapshot(g, &snap));
    GwGame *twin = NULL;
    CHECK_OK(gw_game_restore(snap.ptr, snap.len, NULL, &twin));
    CHECK(twin != NULL);
    CHECK(same_state(twin, &snap));
    /* Both play on identically: the bot's answer falls due at the same time. */
    uint64_t due = 0, due_twin = 1;
    bool has = false;
    CHECK_OK(gw_game_next_due(g, &due, &has));
    CHECK(has);
    CHECK_OK(gw_game_next_due(twin, &due_twin, &has));
    CHECK(due == due_twin);
    char *a = NULL, *b = NULL;
    CHECK_OK(gw_game_advance(g, due, &a));
    CHECK_OK(gw_game_advance(twin, due, &b));
    CHECK_CONTAINS(a, "\"type\":\"move\",\"seat\":1");
    CHECK_STR_EQ(a, b);
    gw_string_free(a);
    gw_string_free(b);
    char *board = board_of(g);
    CHECK_TAKE(board_of(twin), board);
    gw_string_free(board);
    /* A game rebuilt from its log continues too. */
    char *log = log_of(g);
    GwGame *from_log = NULL;
    CHECK_OK(gw_game_from_log(log, NULL, &from_log));
    gw_string_free(log);
    CHECK_OK(gw_duel_resign(g, 0, due + 100, &a));
    CHECK_OK(gw_duel_resign(twin, 0, due + 100, &b));
    CHECK_STR_EQ(a, b);
    gw_string_free(b);
    CHECK_OK(gw_duel_resign(from_log, 0, due + 100, &b));
    CHECK_STR_EQ(a, b);
    gw_string_free(a);
    gw_string_free(b);
    char *ra = result_of(g), *rb = result_of(twin), *rc = result_of(from_log);
    CHECK_STR_EQ(ra, rb);
    CHECK_STR_EQ(ra, rc);
    CHECK_CONTAINS(ra, "\"winner\":1,\"draw\":false,\"reason\":\"resignation\"");
    CHECK_CONTAINS(ra, "\"settlement\":null");
    gw_string_free(ra);
    gw_string_free(rb);
    gw_string_free(rc);
    gw_game_free(from_log);
    gw_game_free(twin);

    /* Every single-bit flip of the snapshot is refused. */
    unsigned char *bad = malloc(snap.len);
    CHECK(bad != NULL);
    int refused = 0, flips = 0;
    for (size_t bit = 0; bad && bit < snap.len * 8; bit++) {
        memcpy(bad, snap.ptr, snap.len);
        bad[bit / 8] ^= (unsigned char)(1u << (bit % 8));
        GwGame *out = NULL;
        refused += gw_game_restore(bad, snap.len, NULL, &out) == GW_STATUS_INVALID_SNAPSHOT &&
                   out == NULL;
        flips++;
    }
    CHECK(flips > 0 && refused == flips);
    free(bad);
    GwGame *out = NULL;
    CHECK_STATUS(gw_game_restore(snap.ptr, snap.len / 2, NULL, &out), GW_STATUS_INVALID_SNAPSHOT);
    CHECK(out == NULL);
    gw_bytes_free(&snap);
    gw_game_free(g);
}

static void test_agreed_draw_refunds(void) {
    GwGame *g = new_game("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":13,\"stake\":1000}");
    char *ev = NULL;
    CHECK_OK(gw_duel_offer_draw(g, 0, 100, NULL));
    /* The offerer moving keeps it open; the other seat moving lets it lapse. */
    CHECK_OK(gw_duel_play_word(g, 0, 6, 'a', "ha", 1000, NULL));
    CHECK_OK(gw_duel_play_word(g, 1, 16, 'e', "he", 2000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"move\",\"seat\":1,\"cell\":16,\"letter\":\"e\",\"path\":[11,16],"
                   "\"word\":\"he\",\"points\":2,\"at_ms\":2000},"
                   "{\"type\":\"draw_lapsed\",\"seat\":0,\"at_ms\":2000}]");
    /* Offered again by seat 1 and accepted by seat 0: both stakes back. */
    CHECK_OK(gw_duel_offer_draw(g, 1, 2500, NULL));
    CHECK_OK(gw_duel_accept_draw(g, 0, 3000, &ev));
    CHECK_TAKE(ev, "[{\"type\":\"game_over\",\"at_ms\":3000,\"reason\":\"agreement\",\"winner\":null}]");
    char *result = result_of(g);
    CHECK_CONTAINS(result, "\"winner\":null,\"draw\":true,\"reason\":\"agreement\",\"scores\":[2,2]");
    CHECK_CONTAINS(result, "\"settlement\":{\"stake\":1000,\"pot\":2000,\"payout\":0,\"fee\":0,\"refund\":1000}");
    gw_string_free(result);
    check_replay(g);
    gw_game_free(g);

    /* A decided staked game: pot 666, fee 66 (a tenth, rounded down), payout 600. */
    g = new_game("{\"game\":\"duel\",\"seats\":[\"human\",\"human\"],\"seed\":\"0x5\",\"stake\":333}");
    CHECK_OK(gw_duel_resign(g, 0, 10, NULL));
    result = result_of(g);
    CHECK_CONTAINS(result, "\"seed\":\"0x0000000000000005\",\"winner\":1");
    CHECK_CONTAINS(result, "\"settlement\":{\"stake\":333,\"pot\":666,\"payout\":600,\"fee\":66,\"refund\":0}");
    gw_string_free(result);
    gw_game_free(g);
}

/* ---- what verify says is false ---------------------------------------------- */

/* A human-vs-hard log with the bot's move rewritten to another legal move
 * (tests/errors/forged_bot_move.*, made by core/examples/error_table_records.rs):
 * gw_verify_report() names the seat and the time of the move that is not
 * the bot's, GW_VERIFY_TRUST_BOTS finds nothing false, and a genuine log with
 * a false result says so. */
static void test_verify_report(void) {
    const char *root = getenv("GW_ERRORS_DIR");
    if (!root) root = "tests/errors";
    char path[1024];
    snprintf(path, sizeof path, "%s/forged_bot_move.log.json", root);
    char *log = read_file(path);
    snprintf(path, sizeof path, "%s/forged_bot_move.result.json", root);
    char *claim = read_file(path);
    CHECK(log != NULL && claim != NULL);
    if (!log || !claim) {
        free(log);
        free(claim);
        return;
    }
    char *report = (char *)"sentinel";
    CHECK_OK(gw_verify_report(log, claim, NULL, 0, &report));
    /* The record is a version 3 log: the report names the format it was
     * judged as, and GW_VERIFY_CURRENT_VERSION refuses it. */
    CHECK_STR_EQ(report, "action #1: seat 1's move at 9487 is not the one its bot makes; judged as a version 3 log (no fingerprint in it: pinned to the list shipped then)");
    gw_string_free(report);
    bool yes = true;
    CHECK_OK(gw_verify(log, claim, NULL, &yes));
    CHECK(!yes);
    report = (char *)"sentinel";
    CHECK_OK(gw_verify_report(log, claim, NULL, GW_VERIFY_TRUST_BOTS, &report));
    CHECK(report == NULL);
    CHECK_OK(gw_verify_with(log, claim, NULL, GW_VERIFY_TRUST_BOTS, &yes));
    CHECK(yes);

    /* A true claim: NULL. A false result: the result is what is false. */
    char *truth = NULL;
    GwGame *g = NULL;
    CHECK_OK(gw_game_from_log(log, NULL, &g));
    CHECK_OK(gw_game_result(g, &truth));
    CHECK_STR_EQ(truth, claim);
    gw_game_free(g);
    report = (char *)"sentinel";
    CHECK_OK(gw_verify_report(log, truth, NULL, GW_VERIFY_TRUST_BOTS, &report));
    CHECK(report == NULL);
    gw_string_free(truth);
    char *other = NULL;
    CHECK_OK(gw_replay(log, NULL, &other));
    char *score = other ? strstr(other, "\"scores\":[") : NULL;
    CHECK(score != NULL);
    if (score) score[10] = score[10] == '9' ? '8' : '9';
    CHECK_OK(gw_verify_report(log, other, NULL, GW_VERIFY_TRUST_BOTS, &report));
    CHECK_STR_EQ(report, "the claimed result is not the log's result; judged as a version 3 log (no fingerprint in it: pinned to the list shipped then)");
    gw_string_free(report);
    gw_string_free(other);
    report = (char *)"sentinel";
    CHECK_STATUS(gw_verify_report(log, claim, NULL, GW_VERIFY_CURRENT_VERSION, &report),
                 GW_STATUS_VERSION_TOO_OLD);
    CHECK_STATUS(gw_verify_report(log, claim, NULL, GW_VERIFY_TRUST_BOTS | GW_VERIFY_CURRENT_VERSION,
                                  &report),
                 GW_STATUS_VERSION_TOO_OLD);
    CHECK_STR_EQ(report, "sentinel");

    /* Errors as gw_verify_with(), *out_report left as it was. */
    report = (char *)"sentinel";
    CHECK_STATUS(gw_verify_report(log, "{not json", NULL, 0, &report), GW_STATUS_INVALID_JSON);
    CHECK_STATUS(gw_verify_report("{not json", claim, NULL, 0, &report), GW_STATUS_INVALID_LOG);
    CHECK_STATUS(gw_verify_report(log, claim, NULL, 8, &report), GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_verify_report(log, claim, NULL, GW_VERIFY_RERUN_BOTS | GW_VERIFY_TRUST_BOTS, &report),
                 GW_STATUS_INVALID_ARGUMENT);
    CHECK_STATUS(gw_verify_report(log, NULL, NULL, 0, &report), GW_STATUS_NULL_ARGUMENT);
    CHECK_STATUS(gw_verify_report(log, claim, NULL, 0, NULL), GW_STATUS_NULL_ARGUMENT);
    CHECK_STR_EQ(report, "sentinel");
    free(log);
    free(claim);
}

/* ---- the shared vectors ---------------------------------------------------- */

/* Every vector, under valgrind too: the hard bot's searches (21 moves across
 * three vectors), replayed move by move, take about 50 s there per build
 * (native: about 1.5 s). Worth it: the deepest code paths run under the
 * checker. */
static void test_vectors(void) {
    const char *root = getenv("GW_VECTORS_DIR");
    if (!root) root = "tests/vectors";
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/duel", root);
    CHECK(replay_folder(dir) >= 12);
}

int main(void) {
    CHECK(gw_abi_version() == GW_ABI_VERSION);
    test_scripted_game();
    test_refusals();
    test_analysis();
    test_generic_matches_typed();
    test_snapshot_and_restore();
    test_agreed_draw_refunds();
    test_verify_report();
    test_vectors();
    return gw_report();
}
