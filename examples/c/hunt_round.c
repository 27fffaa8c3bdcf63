/* hunt_round: plays one scripted Word Grid round through the C ABI's one
 * game handle and prints the settlement.
 *
 *   make example-c       (builds and runs it)
 *
 * Two human seats on seed 1. The game is made from a JSON config naming
 * the game, and every move is a JSON action (gw_game_act), as a host that
 * relays players' messages would send them. The host owns the clock: every
 * call carries the host's time in milliseconds, gw_game_next_due() says
 * when the game next needs it, and gw_game_advance() moves the game on when
 * nobody acts. Events are every seat's (the host's feed): what each player
 * may see comes from gw_game_events_for(). */
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

/* Prints an events array as the host has it and as seat 1 may see it
 * (seat 0's words stay hidden from seat 1 until the settlement), then
 * frees it. */
static void show(const GwGame *game, const char *label, char *events_json) {
    char *seat1 = NULL;
    check(gw_game_events_for(game, events_json, 1, &seat1), "events_for");
    printf("%-26s host:   %s\n%-26s seat 1: %s\n", label, events_json, "", seat1);
    gw_string_free(seat1);
    gw_string_free(events_json);
}

/* Moves the clock to `now` in the steps the game asks for. */
static void advance_to(GwGame *game, uint64_t now) {
    for (;;) {
        uint64_t due = 0;
        bool has = false;
        check(gw_game_next_due(game, &due, &has), "next_due");
        if (!has || due > now) break;
        char *events = NULL, label[64];
        check(gw_game_advance(game, due, &events), "advance");
        snprintf(label, sizeof label, "t=%llu advance", (unsigned long long)due);
        show(game, label, events);
    }
}

/* The settlement from the result JSON. A real host would use its JSON
 * library; this example only scans for the fields it prints, which the
 * engine writes in a fixed order: {"seat":..,"kind":..,"status":..,
 * "rule":..,"score":..,"place":..,...,"words":[{"word":..,...,"cancelled":..}]}. */
static void print_settlement(const char *result) {
    printf("\nsettlement (result JSON, %zu bytes):\n", strlen(result));
    const char *seats = strstr(result, "\"seats\":[");
    const char *reveal = strstr(result, "\"reveal\":[");
    for (const char *p = seats; p && (p = strstr(p, "{\"seat\":")) && p < reveal;) {
        unsigned seat = 0, score = 0, place = 0;
        char status[32] = "";
        const char *st = strstr(p, "\"status\":\"");
        const char *sc = strstr(p, "\"score\":");
        const char *pl = strstr(p, "\"place\":");
        if (sscanf(p, "{\"seat\":%u", &seat) != 1 || !st || !sc || !pl) break;
        sscanf(st, "\"status\":\"%31[a-z_]", status);
        sscanf(sc, "\"score\":%u", &score);
        int placed = sscanf(pl, "\"place\":%u", &place) == 1;
        printf("  seat %u: %-9s score %3u  place %s", seat, status, score,
               placed ? "" : "-");
        if (placed) printf("%u", place);
        printf("  words:");
        /* This seat's words end where its misses begin. */
        const char *misses = strstr(p, "\"misses\":");
        for (const char *w = strstr(p, "{\"word\":\""); w && w < misses;
             w = strstr(w + 1, "{\"word\":\"")) {
            char word[65] = "";
            sscanf(w, "{\"word\":\"%64[a-z]", word);
            const char *c = strstr(w, "\"cancelled\":");
            int cancelled = c && strncmp(c, "\"cancelled\":true", 16) == 0;
            printf(" %s%s", word, cancelled ? "(cancelled)" : "");
        }
        printf("\n");
        p = misses ? misses : p + 1;
    }
}

int main(void) {
    if (gw_abi_version() != GW_ABI_VERSION) {
        fprintf(stderr, "header and library disagree: ABI %u vs %u\n", (unsigned)GW_ABI_VERSION,
                gw_abi_version());
        return 1;
    }
    printf("gridwords %s, C ABI %u\n\n", gw_version(), gw_abi_version());

    GwGame *game = NULL;
    check(gw_game_new("{\"game\":\"hunt\",\"seats\":[\"human\",\"human\"],\"seed\":1}", NULL, 0,
                      &game),
          "new");

    char *events = NULL;
    check(gw_game_act(game, "{\"action\":\"ready\",\"seat\":0}", 1000, &events), "ready 0");
    show(game, "t=1000 seat 0 ready", events);
    check(gw_game_act(game, "{\"action\":\"ready\",\"seat\":1}", 1200, &events), "ready 1");
    show(game, "t=1200 seat 1 ready", events);
    advance_to(game, 4200);

    char *tray = NULL;
    check(gw_hunt_tray(game, &tray), "tray");
    printf("\ntray: %.4s\n      %.4s\n      %.4s\n      %.4s\n\n", tray, tray + 4, tray + 8,
           tray + 12);
    gw_string_free(tray);

    /* A scripted round: both find "crappie" (it cancels), one misses. */
    static const struct { unsigned seat; const char *word; uint64_t at; } script[] = {
        {0, "crappie", 9000}, {1, "crappie", 12000}, {0, "cinema", 15000},
        {1, "barman", 20000}, {1, "appear", 31000}, {0, "nope", 40000},
    };
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
        char label[64], action[128];
        advance_to(game, script[i].at);
        snprintf(label, sizeof label, "t=%llu seat %u %s", (unsigned long long)script[i].at,
                 script[i].seat, script[i].word);
        snprintf(action, sizeof action, "{\"action\":\"submit\",\"seat\":%u,\"word\":\"%s\"}",
                 script[i].seat, script[i].word);
        check(gw_game_act(game, action, script[i].at, &events), "submit");
        show(game, label, events);
    }

    /* Time runs out: the host advances past the end of the round. */
    advance_to(game, 184200);

    char *result = NULL;
    check(gw_game_result(game, &result), "result");
    if (result == NULL) {
        fprintf(stderr, "the game is not over\n");
        return 1;
    }
    print_settlement(result);

    /* The log replays to the same result, byte for byte. */
    char *log = NULL, *replayed = NULL;
    check(gw_game_log(game, &log), "log");
    check(gw_replay(log, NULL, &replayed), "replay");
    int same = strcmp(result, replayed) == 0;
    printf("\nreplay of the log gives the same result: %s\n", same ? "yes" : "NO");

    gw_string_free(replayed);
    gw_string_free(log);
    gw_string_free(result);
    gw_game_free(game);
    return same ? 0 : 1;
}
