/* Helpers shared by the C test programs (test_ffi.c, test_duel.c,
 * test_solo.c): checking handed-out strings, a game's result and log, snapshot
 * comparison, growing strings, reading files and replaying a folder of
 * vectors. `static inline` so a program that uses only some of them still
 * compiles warning-free. Include after gridwords.h and harness.h, with
 * _POSIX_C_SOURCE defined for opendir(). */
#ifndef GW_TEST_SUPPORT_H
#define GW_TEST_SUPPORT_H

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gridwords.h"
#include "harness.h"

/* Checks a string handed out by the library against `want`, then frees it. */
#define CHECK_TAKE(got, want)                                                \
    do {                                                                     \
        char *got_ = (got);                                                  \
        CHECK_STR_EQ(got_, want);                                            \
        if (got_ && strcmp(got_, want) != 0)                                 \
            fprintf(stderr, "     got:  %s\n     want: %s\n", got_, want);   \
        gw_string_free(got_);                                                \
    } while (0)

/* The game's result JSON (NULL while it is on); free with gw_string_free. */
static inline char *result_of(const GwGame *g) {
    char *s = NULL;
    CHECK_OK(gw_game_result(g, &s));
    return s;
}

/* The game's log JSON; free with gw_string_free. */
static inline char *log_of(const GwGame *g) {
    char *s = NULL;
    CHECK_OK(gw_game_log(g, &s));
    return s;
}

/* Snapshot bytes: a game that refused a call must be byte-for-byte the same
 * as before it. */
static inline int same_state(const GwGame *g, const GwBytes *before) {
    GwBytes now = {NULL, 0};
    if (gw_game_snapshot(g, &now) != GW_STATUS_OK) return 0;
    int same = now.len == before->len && memcmp(now.ptr, before->ptr, now.len) == 0;
    gw_bytes_free(&now);
    return same;
}

/* Appends `more` to a growing string (caller frees). */
static inline char *append(char *s, const char *more) {
    size_t a = s ? strlen(s) : 0, b = strlen(more);
    char *grown = realloc(s, a + b + 1);
    if (!grown) {
        free(s);
        return NULL;
    }
    memcpy(grown + a, more, b + 1);
    return grown;
}

/* Reads a whole file into a NUL-terminated buffer (caller frees). */
static inline char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = (cap + 4096) * 2;
            char *grown = realloc(buf, cap);
            if (!grown) break;
            buf = grown;
        }
        size_t n = fread(buf + len, 1, cap - len - 1, f);
        len += n;
        if (n == 0) break;
    }
    fclose(f);
    if (buf) buf[len] = 0;
    return buf;
}

/* The word list of a vector played on its own list: NAME.words.txt, one
 * word a line. NULL when there is no such file. */
static inline GwLexicon *vector_words(const char *path) {
    char *text = read_file(path);
    if (!text) return NULL;
    size_t lines = 1;
    for (const char *p = text; *p; p++) lines += *p == '\n';
    const char **words = malloc(lines * sizeof *words);
    size_t n = 0;
    for (char *p = text; words && *p;) {
        char *end = strchr(p, '\n');
        if (end) *end = 0;
        if (*p) words[n++] = p;
        if (!end) break;
        p = end + 1;
    }
    GwLexicon *lex = NULL;
    CHECK(words != NULL);
    if (words) CHECK_OK(gw_lexicon_from_words(words, n, &lex));
    free(words);
    free(text);
    return lex;
}

/* Every DIR/NAME.log.json replays through gw_replay() to NAME.result.json,
 * byte for byte, and gw_verify() accepts the pair; a game played on its own
 * word list (NAME.words.txt beside it) replays on that list and is refused
 * without it (LEXICON_MISMATCH). Returns the number of vectors. */
static inline int replay_folder(const char *dir) {
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d) return 0;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        const char *suffix = ".log.json";
        if (n <= strlen(suffix) || strcmp(e->d_name + n - strlen(suffix), suffix) != 0) continue;
        char log_path[1536], result_path[1536], words_path[1536]; /* 1 KiB folder + name */
        int stem = (int)(n - strlen(suffix));
        snprintf(log_path, sizeof log_path, "%s/%s", dir, e->d_name);
        snprintf(result_path, sizeof result_path, "%s/%.*s.result.json", dir, stem, e->d_name);
        snprintf(words_path, sizeof words_path, "%s/%.*s.words.txt", dir, stem, e->d_name);
        char *log = read_file(log_path);
        char *expected = read_file(result_path);
        CHECK(log != NULL && expected != NULL);
        if (log && expected) {
            GwLexicon *lex = vector_words(words_path);
            char *got = NULL;
            CHECK_OK(gw_replay(log, lex, &got));
            if (!got || strcmp(got, expected) != 0) {
                fprintf(stderr, "FAIL vector %s/%s: the replay differs\n", dir, e->d_name);
                gw_failed++;
            } else {
                gw_passed++;
            }
            bool yes = false;
            CHECK_OK(gw_verify(log, expected, lex, &yes));
            CHECK(yes);
            if (lex) {
                char *none = NULL;
                /* The log pins its list: the shipped one is another. */
                CHECK_STATUS(gw_replay(log, NULL, &none), GW_STATUS_LEXICON_MISMATCH);
                CHECK(none == NULL);
            }
            gw_lexicon_free(lex);
            gw_string_free(got);
        }
        count++;
        free(log);
        free(expected);
    }
    closedir(d);
    return count;
}

#endif
